import Foundation
import Testing

/// Every `Scenarios/*.animsim`, in name order.
let scenarioNames: [String] = {
  let directory = CommandRunner.packageRoot.appendingPathComponent("Scenarios")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return names.filter { $0.hasSuffix(".animsim") }.map { String($0.dropLast(8)) }.sorted()
}()

@Suite("Scenarios through the built CLI") struct GoldenTests {
  @Test("there are scenarios to run")
  func scenariosExist() {
    #expect(scenarioNames.count >= 9)
  }

  @Test(
    "run (CSV and ASCII), check, layout and explain match their snapshots",
    arguments: scenarioNames)
  func golden(name: String) {
    let file = "Scenarios/\(name).animsim"
    let csv = CommandRunner.run(["run", file])
    #expect(csv.signal == nil && !csv.timedOut, "\(file) crashed or hung")
    Snapshot.assertMatches(csv.stdout, named: "\(name).csv")
    let ascii = CommandRunner.run(["run", file, "--format", "ascii"])
    Snapshot.assertMatches(ascii.stdout, named: "\(name).txt")
    let check = CommandRunner.run(["check", file])
    var status = "$ animsim run \(file)\nexit \(csv.status.map(String.init) ?? "none")\n"
    status += csv.stderr
    status +=
      "$ animsim run \(file) --format ascii\nexit \(ascii.status.map(String.init) ?? "none")\n"
    status += "$ animsim check \(file)\nexit \(check.status.map(String.init) ?? "none")\n"
    status += check.stdoutText + check.stderr
    for arguments in [["layout", file, "--at", "end"], ["explain", file]] {
      let result = CommandRunner.run(arguments)
      status += "$ animsim \(arguments.joined(separator: " "))\n"
      status += "exit \(result.status.map(String.init) ?? "none")\n"
      status += result.stdoutText + result.stderr
    }
    Snapshot.assertMatches(Array(status.utf8), named: "\(name).status.txt")
    // CSV and ASCII describe the same run.
    #expect(csv.status == ascii.status)
  }

  @Test("the CSV output follows the contract", arguments: scenarioNames)
  func csvContract(name: String) throws {
    let result = CommandRunner.run(["run", "Scenarios/\(name).animsim"])
    guard result.status == 0 else { return }
    let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "frame,time,view,x,y,width,height,window_x,window_y")
    #expect(lines.last == "")
    for line in lines.dropFirst().dropLast() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false)
      #expect(fields.count == 9, "\(line)")
      for (index, field) in fields.enumerated() where index != 2 {
        #expect(!field.hasPrefix("-0") || field.hasPrefix("-0."), "negative zero in \(line)")
        if let dot = field.firstIndex(of: ".") {
          let decimals = field[field.index(after: dot)...]
          #expect(decimals.count <= 3 && !decimals.hasSuffix("0"), "\(line)")
        }
      }
    }
  }
}
