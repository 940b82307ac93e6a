import Foundation
import InterfaceBuilder
import Layout
import Scenario

/// `animsim-bench ib-corpus DIR [--mismatches]`: Interface Builder throughput and conformance.
///
/// Loads every `.storyboard` and `.xib` under
/// `DIR/files` (or `DIR`), lays out every scene and prints one JSON object: throughput
/// (documents and views per second, over the median of 5 timed passes after one warm-up)
/// and conformance (oracle views within 0.5 pt of their saved frame), overall, per element
/// kind and per feature (platform, device family, cells, stacks, scroll views, toolsVersion
/// era…), each over all scenes and over the self-consistent ones (scenes whose saved frames
/// satisfy their own required constraints: `IBSceneLayout.savedFrameViolations()`).
/// `--mismatches` lists each mismatch on standard error.
func runIBCorpusBenchmark(_ arguments: [String]) throws(BenchError) {
  guard let directory = arguments.first else {
    throw .missingDirectory(workload: "ib-corpus")
  }
  let showMismatches = arguments.contains("--mismatches")
  let fileManager = FileManager.default
  let filesDirectory = directory + "/files"
  let base = fileManager.fileExists(atPath: filesDirectory) ? filesDirectory : directory
  guard let entries = try? fileManager.contentsOfDirectory(atPath: base) else {
    throw .unreadableDirectory(base, workload: "ib-corpus")
  }
  let names = entries.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  var documents: [(name: String, data: Data)] = []
  for name in names {
    if let data = fileManager.contents(atPath: base + "/" + name) { documents.append((name, data)) }
  }
  var conformance = IBConformance()
  var failed: [String] = []
  var warnings = 0
  for (name, data) in documents {
    do {
      let document = try IBReader.read(data, file: name)
      warnings += document.warnings.count
      for scene in document.scenes {
        let layout = IBSceneLayout(document: document, scene: scene)
        layout.engine.layoutIfNeeded()
        warnings += layout.warnings.count
        conformance.add(layout)
      }
    } catch {
      failed.append(name + ": " + error.description)
    }
  }
  // Throughput: read and lay out every document, timed.
  var times: [Double] = []
  for pass in 0..<6 {
    let start = monotonicNanoseconds()
    for (name, data) in documents {
      guard let document = try? IBReader.read(data, file: name) else { continue }
      for scene in document.scenes {
        let layout = IBSceneLayout(document: document, scene: scene)
        layout.engine.layoutIfNeeded()
      }
    }
    let seconds = Double(monotonicNanoseconds() - start) / 1e9
    if pass > 0 { times.append(seconds) }
  }
  let seconds = median(times)
  func percent(_ matched: Int, _ oracle: Int) -> String {
    oracle == 0 ? "null" : formatFigure(100 * Double(matched) / Double(oracle))
  }
  func table(_ entries: [String: IBConformance.Tally]) -> String {
    let body = entries.sorted { $0.key < $1.key }.map { key, entry -> String in
      return jsonString(key) + ":{\"oracle\":\(entry.oracle),\"matched\":\(entry.matched),"
        + "\"percent\":\(percent(entry.matched, entry.oracle)),"
        + "\"consistent_oracle\":\(entry.consistentOracle),"
        + "\"consistent_matched\":\(entry.consistentMatched),"
        + "\"consistent_percent\":\(percent(entry.consistentMatched, entry.consistentOracle))}"
    }
    return "{" + body.joined(separator: ",") + "}"
  }
  var json = "{\"workload\":\"ib-corpus\",\"documents\":\(documents.count),"
  json += "\"loaded\":\(documents.count - failed.count),"
  // Every scene is laid out as the canvas of the Xcode that saved its document (the saved
  // frames are that canvas's), not the device.
  json += "\"layout_mode\":\"canvas of the saving Xcode\","
  json += "\"failed\":[" + failed.map(jsonString).joined(separator: ",") + "],"
  json += "\"warnings\":\(warnings),\"views\":\(conformance.views),"
  json += "\"oracle_views\":\(conformance.oracle),\"matched\":\(conformance.matched),"
  json += "\"conformance_percent\":\(percent(conformance.matched, conformance.oracle)),"
  json += "\"consistent_oracle_views\":\(conformance.consistent.oracle),"
  json += "\"consistent_matched\":\(conformance.consistent.matched),"
  json +=
    "\"consistent_conformance_percent\":"
    + "\(percent(conformance.consistent.matched, conformance.consistent.oracle)),"
  json += "\"stale_scenes\":[" + conformance.staleScenes.map(staleJSON).joined(separator: ",")
  json += "],"
  json += "\"docs_per_s\":\(formatFigure(Double(documents.count) / seconds)),"
  json += "\"views_per_s\":\(formatFigure(Double(conformance.views) / seconds)),"
  json += "\"by_kind\":" + table(conformance.byKind) + ","
  json += "\"by_feature\":" + table(conformance.byFeature) + "}"
  print(json)
  if showMismatches {
    for mismatch in conformance.mismatches {
      let line =
        "\(mismatch.file):\(mismatch.location.line): \(mismatch.element) \(mismatch.id) "
        + "[\(mismatch.features.joined(separator: ","))] saved \(describe(mismatch.saved)) "
        + "solved \(describe(mismatch.solved))"
        + (mismatch.inStaleScene ? " (the scene's saved frames violate its constraints)" : "")
        + "\n"
      FileHandleOutput.standardError(line)
    }
  }
}

/// A stale scene as JSON: file, scene, its oracle views and each violated constraint with
/// its line and the amount, in points, by which the saved frames miss it.
private func staleJSON(_ stale: IBConformance.StaleScene) -> String {
  let violations = stale.violations.map {
    "{\"constraint\":\(jsonString($0.constraint)),\"line\":\($0.location.line),"
      + "\"off_by\":\(formatFigure($0.amount))}"
  }
  return "{\"file\":\(jsonString(stale.file)),\"scene\":\(jsonString(stale.scene)),"
    + "\"oracle_views\":\(stale.oracle),\"violations\":["
    + violations.joined(separator: ",") + "]}"
}

/// `x,y,w×h` with up to two decimals.
private func describe(_ rect: Rect) -> String {
  func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
  return number(rect.x) + "," + number(rect.y) + " " + number(rect.width) + "x"
    + number(rect.height)
}
