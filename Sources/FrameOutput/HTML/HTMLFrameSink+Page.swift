import Diagnostics

extension HTMLFrameSink {
  /// The page up to the data: head with the style, and the empty controls the script fills.
  ///
  /// - Parameter title: The page title, already escaped for HTML.
  static func pageStart(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>animsim: \(title)</title>
    <style>
    \(style)</style>
    </head>
    <body>
    <header><h1>animsim <span id="file">\(title)</span></h1>
    <div id="controls">
    <button id="play" type="button">Play</button>
    <label>Speed <select id="speed">
    <option value="1">1×</option><option value="0.25">0.25×</option><option value="0.1">0.1×</option>
    </select></label>
    <span id="readout"></span>
    </div>
    <div id="timeline"><div id="marks"></div>
    <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
    </div>
    </header>
    <main>
    <div id="stage-box"><svg id="stage" xmlns="http://www.w3.org/2000/svg"></svg></div>
    <aside id="side">
    <label>View <select id="view-select"></select></label>
    <div id="view-info"></div>
    <div id="plots"></div>
    <ul id="moves"></ul>
    </aside>
    </main>
    <section id="notes-box"><h2>Expectations and warnings</h2><ul id="notes"></ul></section>
    <pre id="errors" hidden></pre>

    """
  }

  /// The page's style sheet.
  static let style = """
    body { font: 13px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 0 16px 16px;
      color: #222; background: #fafafa; }
    h1 { font-size: 16px; margin: 10px 0 6px; }
    h1 span { font-weight: normal; color: #555; }
    h2 { font-size: 14px; margin: 12px 0 4px; }
    #controls { display: flex; gap: 12px; align-items: center; }
    #readout { font-variant-numeric: tabular-nums; }
    #timeline { position: relative; padding-top: 12px; margin: 4px 0 8px; }
    #scrubber { width: 100%; margin: 0; }
    #marks { position: absolute; top: 0; left: 8px; right: 8px; height: 12px; }
    .mark { position: absolute; width: 3px; height: 11px; margin-left: -1px; cursor: pointer;
      background: #2a7; }
    .mark.finished { background: #27c; }
    .mark.interrupted { background: #d52; }
    .mark.failed { background: #b00; height: 14px; top: -2px; width: 4px; }
    main { display: flex; gap: 16px; align-items: flex-start; }
    #stage-box { flex: 1 1 auto; min-width: 0; }
    #stage { width: 100%; height: auto; max-height: 80vh; background: #fff;
      border: 1px solid #ccc; }
    #stage[data-aspect=portrait] { height: calc(100vh - 150px); min-height: 320px;
      max-height: none; }
    #stage .label { pointer-events: none; }
    #stage rect.presented { cursor: pointer; }
    #stage g.selected > rect.presented { stroke-width: 2.5; }
    #side { flex: 0 0 340px; }
    #view-info { white-space: pre; font: 12px ui-monospace, Menlo, monospace; margin: 6px 0; }
    .plot { margin-bottom: 6px; }
    .plot svg { background: #fff; border: 1px solid #ddd; display: block; }
    .plot text { font-size: 9px; fill: #555; }
    #moves { padding-left: 18px; margin: 4px 0; }
    #notes li.expectation { color: #b00; }
    #notes li.warning { color: #a60; }
    #notes li.jump { cursor: pointer; text-decoration: underline dotted; }
    #errors { color: #b00; background: #fee; padding: 6px; }

    """
}
