(function () {
  "use strict";
  var errors = document.getElementById("errors");
  function report(text) {
    errors.hidden = false;
    errors.textContent += text + "\n";
    document.body.setAttribute("data-status", "error");
  }
  window.addEventListener("error", function (event) {
    report("error: " + event.message + " (line " + event.lineno + ")");
  });
  try {
    main();
    if (!document.body.hasAttribute("data-status")) {
      document.body.setAttribute("data-status", "ok");
    }
  } catch (error) {
    report("error: " + (error && error.stack ? error.stack : error));
  }

  function main() {
    var SVG = "http://www.w3.org/2000/svg";
    function svg(name, attributes, parent) {
      var node = document.createElementNS(SVG, name);
      for (var key in attributes) node.setAttribute(key, attributes[key]);
      if (parent) parent.appendChild(node);
      return node;
    }
    function html(name, text, parent) {
      var node = document.createElement(name);
      if (text !== undefined) node.textContent = text;
      if (parent) parent.appendChild(node);
      return node;
    }
    // Numbers as every output writes them (DecimalFormat.string in Swift; a test runs both
    // over one table of values): rounded to thousandths, half away from zero, at most 3
    // decimals, never -0. From 10^15 thousandths on, Swift's own description: ".0" on a
    // whole number up to 2^53, the exponent form above.
    function num(value) {
      var scaled = value * 1000;
      var rounded = scaled < 0 ? -Math.round(-scaled) : Math.round(scaled);
      if (rounded === 0) return "0";
      if (Math.abs(rounded) < 1e15) return String(rounded / 1000);
      if (value !== value) return "nan";
      if (value === Infinity || value === -Infinity) return value > 0 ? "inf" : "-inf";
      if (Math.abs(value) > 9007199254740992) return value.toExponential();
      return Number.isInteger(value) ? String(value) + ".0" : String(value);
    }
    function rectPath(x, y, width, height) {
      return "M" + num(x) + " " + num(y) + "h" + num(width) + "v" + num(height) +
        "h" + num(-width) + "z";
    }

    var data = JSON.parse(document.getElementById("animsim-data").textContent);
    var summary = JSON.parse(document.getElementById("animsim-summary").textContent);
    var views = data.views;
    var frames = data.frames;
    var count = views.length;
    if (frames.length === 0) {
      document.getElementById("readout").textContent = "no frames";
      return;
    }
    var model = [];
    // The environment (safe area s, keyboard height k, margins g) is written when it
    // changes: every frame gets the last one written.
    var safeArea = null, keyboard = 0, margins = null;
    frames.forEach(function (frame) {
      if (frame.m) model = frame.m; else frame.m = model;
      if (frame.s) safeArea = frame.s; else frame.s = safeArea;
      if (frame.k !== undefined) keyboard = frame.k; else frame.k = keyboard;
      if (frame.g) margins = frame.g; else frame.g = margins;
    });
    var curveByLine = {};
    summary.curves.forEach(function (curve) { curveByLine[curve[0]] = curve[1]; });

    // The stacking order and the drawn tree are Swift's (data.stacking, view.drawnIn):
    // each view is drawn, in that order, inside its drawn parent's group.
    var hasSubviews = views.map(function () { return false; });
    views.forEach(function (view) {
      if (view.drawnIn !== null) hasSubviews[view.drawnIn] = true;
    });

    var stage = document.getElementById("stage");
    var defs = svg("defs", {}, stage);
    var nodes = [];
    var selected = count > 1 ? 1 : 0;
    for (var index = 1; index < count; index++) {
      if (views[index].kind !== "guide") { selected = index; break; }
    }
    var inner = [];
    function build(index) {
      var view = views[index];
      var parent = view.drawnIn === null ? stage : inner[view.drawnIn];
      var group = svg("g", {"class": "view", "data-view": view.name}, parent);
      var node = {group: group};
      if (view.kind !== "guide") {
        var h = view.hue;
        node.rect = svg("rect", {
          "class": "presented", "data-view": view.name,
          fill: "hsla(" + h + ",60%,55%,0.28)", stroke: "hsl(" + h + ",60%,30%)",
          "vector-effect": "non-scaling-stroke"
        }, group);
        node.title = svg("title", {}, node.rect);
        node.outline = svg("path", {
          "class": "model", fill: "none", stroke: "hsl(" + h + ",60%,30%)",
          "stroke-dasharray": "4 3", "vector-effect": "non-scaling-stroke"
        }, group);
        node.label = svg("text", {"class": "label", fill: "hsl(" + h + ",60%,22%)"}, group);
        node.label.textContent = view.name;
        node.rect.addEventListener("click", function () { select(index); });
      }
      inner[index] = group;
      if (view.kind === "scrollview" && hasSubviews[index]) {
        var clip = svg("clipPath", {id: "clip-" + index}, defs);
        node.clip = svg("path", {}, clip);
        inner[index] = svg("g", {"clip-path": "url(#clip-" + index + ")"}, group);
      }
      nodes[index] = node;
    }
    data.stacking.forEach(build);

    // Above the views, not clickable: the device's regions outside the safe area (the
    // status bar and sensor housing at the top, the home indicator at the bottom), the
    // safe area's outline, the keyboard while shown, and the selected view's margins.
    var environment = svg("g", {"class": "environment", "pointer-events": "none"}, stage);
    var env = {
      outside: svg("path", {"class": "outside-safe-area", fill: "rgba(40,40,60,0.10)",
        "fill-rule": "evenodd"}, environment),
      statusBar: svg("text", {"class": "region-label status-bar", fill: "#446"}, environment),
      homeIndicator: svg("text", {"class": "region-label home-indicator", fill: "#446"},
        environment),
      safeArea: svg("path", {"class": "safe-area", fill: "none", stroke: "#2a7",
        "stroke-dasharray": "6 3", "vector-effect": "non-scaling-stroke"}, environment),
      keyboard: svg("rect", {"class": "keyboard", fill: "rgba(90,90,100,0.45)"}, environment),
      keyboardLabel: svg("text", {"class": "region-label keyboard-label", fill: "#fff"},
        environment),
      margins: svg("path", {"class": "margins", fill: "none", stroke: "#c60",
        "stroke-dasharray": "2 2", "vector-effect": "non-scaling-stroke"}, environment)
    };

    // The stage shows every frame's root view with a margin.
    var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    frames.forEach(function (frame) {
      minX = Math.min(minX, frame.w[0]);
      minY = Math.min(minY, frame.w[1]);
      maxX = Math.max(maxX, frame.w[0] + frame.p[2]);
      maxY = Math.max(maxY, frame.w[1] + frame.p[3]);
    });
    var margin = Math.max(8, (maxX - minX) * 0.04);
    var boxWidth = maxX - minX + 2 * margin, boxHeight = maxY - minY + 2 * margin;
    stage.setAttribute("viewBox", [num(minX - margin), num(minY - margin),
      num(boxWidth), num(boxHeight)].join(" "));
    stage.setAttribute("data-aspect", boxHeight > boxWidth ? "portrait" : "landscape");

    // Names keep at least 11 CSS pixels however far the stage is scaled down (a tall
    // portrait screen fitted to the window's height): the size in stage units is
    // 11 / the stage's scale, and never less than 10 units.
    var labelSize = 10;
    function fitLabels() {
      var shown = stage.getBoundingClientRect ? stage.getBoundingClientRect() : null;
      var scale = shown && shown.width > 0 && shown.height > 0 ?
        Math.min(shown.width / boxWidth, shown.height / boxHeight) : 1;
      labelSize = Math.max(10, 11 / scale);
      stage.setAttribute("data-label-size", num(labelSize));
      nodes.forEach(function (node) {
        if (node && node.label) node.label.style.fontSize = num(labelSize) + "px";
      });
    }

    // Animation spans from the events: started .. finished or interrupted.
    var spans = [];
    var open = {};
    frames.forEach(function (frame, position) {
      (frame.e || []).forEach(function (event) {
        if (event[0] === "started") {
          open[event[1]] = {id: event[1], line: event[2], from: position, to: frames.length - 1,
            end: "running at the end"};
          spans.push(open[event[1]]);
        } else if (open[event[1]]) {
          open[event[1]].to = position;
          open[event[1]].end = event[0];
          delete open[event[1]];
        }
      });
    });
    function curveName(line) {
      return line === null ? "" : (curveByLine[line] || "");
    }
    function describe(event) {
      var text = event[0] + " #" + event[1];
      if (event[2] !== null) text += " (line " + event[2] + ", " + curveName(event[2]) + ")";
      return text;
    }

    var scrubber = document.getElementById("scrubber");
    var readout = document.getElementById("readout");
    var playButton = document.getElementById("play");
    var speedSelect = document.getElementById("speed");
    var viewSelect = document.getElementById("view-select");
    var viewInfo = document.getElementById("view-info");
    scrubber.max = String(frames.length - 1);

    var marks = document.getElementById("marks");
    frames.forEach(function (frame, position) {
      (frame.e || []).forEach(function (event) {
        var mark = html("span", undefined, marks);
        mark.className = "mark " + event[0];
        var share = frames.length > 1 ? position / (frames.length - 1) : 0;
        mark.style.left = (share * 100) + "%";
        mark.title = describe(event) + " at t=" + num(event[3]) + "s, frame " + frame.i;
        mark.addEventListener("click", function () { show(position); });
      });
    });
    // Failed expectations are marked at the frame where they failed.
    summary.notes.forEach(function (note) {
      if (note.kind !== "expectation" || note.time === null) return;
      var position = positionAt(note.time);
      var mark = html("span", undefined, marks);
      mark.className = "mark failed";
      mark.setAttribute("data-frame", String(frames[position].i));
      var share = frames.length > 1 ? position / (frames.length - 1) : 0;
      mark.style.left = (share * 100) + "%";
      mark.title = "failed (line " + note.line + ") at t=" + num(note.time) + "s, frame " +
        frames[position].i;
      mark.addEventListener("click", function () { show(position); });
    });

    views.forEach(function (view, index) {
      var option = html("option", view.name + " (" + view.kind + ")", viewSelect);
      option.value = String(index);
    });
    viewSelect.addEventListener("change", function () { select(Number(viewSelect.value)); });

    var current = 0;
    function rectText(values, offset) {
      return num(values[offset]) + "," + num(values[offset + 1]) + "," +
        num(values[offset + 2]) + "," + num(values[offset + 3]);
    }
    function show(position) {
      position = Math.max(0, Math.min(frames.length - 1, Math.round(Number(position)) || 0));
      current = position;
      var frame = frames[position];
      var hidden = {};
      (frame.h || []).forEach(function (index) { hidden[index] = true; });
      for (var index = 0; index < count; index++) {
        var node = nodes[index];
        if (!node) continue;
        node.group.style.display = hidden[index] ? "none" : "";
        var x = frame.w[2 * index], y = frame.w[2 * index + 1];
        var width = frame.p[4 * index + 2], height = frame.p[4 * index + 3];
        if (node.rect) {
          node.rect.setAttribute("x", num(x));
          node.rect.setAttribute("y", num(y));
          node.rect.setAttribute("width", num(Math.max(0, width)));
          node.rect.setAttribute("height", num(Math.max(0, height)));
          node.title.textContent = views[index].name + " (" + views[index].kind + ")" +
            "\nframe " + rectText(frame.p, 4 * index) +
            "\nwindow " + num(x) + "," + num(y) +
            "\nmodel " + rectText(frame.m, 4 * index);
          var modelX = x - frame.p[4 * index] + frame.m[4 * index];
          var modelY = y - frame.p[4 * index + 1] + frame.m[4 * index + 1];
          var same = rectText(frame.p, 4 * index) === rectText(frame.m, 4 * index);
          node.outline.setAttribute("d", rectPath(modelX, modelY,
            frame.m[4 * index + 2], frame.m[4 * index + 3]));
          node.outline.style.display = same ? "none" : "";
          node.label.setAttribute("x", num(x + 2));
          node.label.setAttribute("y", num(y + labelSize + 1));
        }
        if (node.clip) node.clip.setAttribute("d", rectPath(x, y, width, height));
      }
      drawEnvironment(frame);
      stage.setAttribute("data-frame", String(frame.i));
      scrubber.value = String(position);
      readout.textContent = "frame " + frame.i + "  t=" + num(frame.t) + "s  (" +
        (position + 1) + " of " + frames.length + ", " + data.fps + " fps)";
      var here = (frame.e || []).map(describe).join(", ");
      if (here) readout.textContent += "  " + here;
      updateSelection();
    }

    function drawEnvironment(frame) {
      var rootX = frame.w[0], rootY = frame.w[1], width = frame.p[2], height = frame.p[3];
      // The safe area and keyboard are the layout's (the model's): while the root is drawn
      // at another size (a rotation's animation) they would not fit it, and are not drawn.
      var settled = Math.abs(width - frame.m[2]) < 1e-6 && Math.abs(height - frame.m[3]) < 1e-6;
      environment.style.display = settled ? "" : "none";
      environment.setAttribute("data-drawn", settled ? "yes" : "no");
      var s = frame.s || [0, 0, 0, 0];
      var hasSafeArea = s[0] > 0 || s[1] > 0 || s[2] > 0 || s[3] > 0;
      var inner = rectPath(rootX + s[1], rootY + s[0], width - s[1] - s[3],
        height - s[0] - s[2]);
      env.outside.setAttribute("d", hasSafeArea ?
        rectPath(rootX, rootY, width, height) + " " + inner : "");
      env.safeArea.setAttribute("d", hasSafeArea ? inner : "");
      env.safeArea.setAttribute("data-insets", s.map(num).join(","));
      function label(node, text, x, y) {
        node.textContent = text;
        node.setAttribute("x", num(x));
        node.setAttribute("y", num(y));
        node.style.fontSize = num(labelSize) + "px";
        node.style.display = text ? "" : "none";
      }
      // A top inset over 24 points holds a sensor housing (notch or Dynamic Island) as well.
      label(env.statusBar, s[0] > 0 ? (s[0] > 24 ? "status bar, sensor housing" :
        "status bar") : "", rootX + 4, rootY + Math.min(s[0] - 2, labelSize + 2));
      label(env.homeIndicator, s[2] > 0 ? "home indicator" : "", rootX + 4,
        rootY + height - 4);
      var k = frame.k || 0;
      env.keyboard.setAttribute("x", num(rootX));
      env.keyboard.setAttribute("y", num(rootY + height - k));
      env.keyboard.setAttribute("width", num(width));
      env.keyboard.setAttribute("height", num(k));
      env.keyboard.style.display = k > 0 ? "" : "none";
      label(env.keyboardLabel, k > 0 ? "keyboard " + num(k) : "", rootX + 4,
        rootY + height - k + labelSize + 2);
      var m = frame.g ? frame.g.slice(4 * selected, 4 * selected + 4) : null;
      var hiddenView = (frame.h || []).indexOf(selected) >= 0;
      if (m && views[selected].kind !== "guide" && !hiddenView) {
        var x = frame.w[2 * selected], y = frame.w[2 * selected + 1];
        env.margins.setAttribute("d", rectPath(x + m[1], y + m[0],
          frame.p[4 * selected + 2] - m[1] - m[3], frame.p[4 * selected + 3] - m[0] - m[2]));
        env.margins.setAttribute("data-view", views[selected].name);
        env.margins.setAttribute("data-margins", m.map(num).join(","));
      } else {
        env.margins.setAttribute("d", "");
      }
    }

    var plotBox = document.getElementById("plots");
    var moves = document.getElementById("moves");
    var cursors = [];
    var series = ["x", "y", "width", "height"];
    var plotWidth = 320, plotHeight = 64;
    var startTime = frames[0].t;
    var duration = frames[frames.length - 1].t - startTime || 1;
    function plotX(time) { return 30 + (time - startTime) / duration * (plotWidth - 36); }
    function select(index) {
      if (!(index >= 0 && index < count)) return;
      selected = index;
      viewSelect.value = String(index);
      nodes.forEach(function (node, other) {
        if (node) node.group.setAttribute("class", other === index ? "view selected" : "view");
      });
      drawPlots();
      drawEnvironment(frames[current]);
      updateSelection();
    }
    function drawPlots() {
      plotBox.textContent = "";
      moves.textContent = "";
      cursors = [];
      var moved = {};
      series.forEach(function (name, k) {
        var values = frames.map(function (frame) { return frame.p[4 * selected + k]; });
        // The failed expectations' expected values for this view and series.
        var targets = [];
        summary.notes.forEach(function (note) {
          (note.targets || []).forEach(function (target) {
            if (target[0] === views[selected].name && target[1] === k) {
              targets.push({value: target[2], time: note.time, line: note.line});
            }
          });
        });
        var low = Infinity, high = -Infinity;
        values.concat(targets.map(function (target) { return target.value; }))
          .forEach(function (value) {
            low = Math.min(low, value);
            high = Math.max(high, value);
          });
        if (high - low < 1e-9) { low -= 1; high += 1; }
        function plotY(value) {
          return 6 + (high - value) / (high - low) * (plotHeight - 14);
        }
        var box = html("div", undefined, plotBox);
        box.className = "plot";
        var chart = svg("svg", {
          width: plotWidth, height: plotHeight, "data-series": name,
          viewBox: "0 0 " + plotWidth + " " + plotHeight
        }, box);
        spans.forEach(function (span) {
          var changes = false;
          for (var p = span.from; p < span.to; p++) {
            if (values[p + 1] !== values[p]) { changes = true; break; }
          }
          if (!changes) return;
          moved[span.id] = span;
          var left = plotX(frames[span.from].t), right = plotX(frames[span.to].t);
          svg("rect", {x: num(left), y: 0, width: num(Math.max(1, right - left)),
            height: plotHeight, fill: "#e8f0ff"}, chart);
          var label = svg("text", {x: num(left + 2), y: plotHeight - 2}, chart);
          label.textContent = "#" + span.id + " " + curveName(span.line);
        });
        var points = values.map(function (value, p) {
          return num(plotX(frames[p].t)) + "," + num(plotY(value));
        }).join(" ");
        svg("polyline", {points: points, fill: "none", stroke: "hsl(" + views[selected].hue +
          ",60%,35%)", "stroke-width": 1.5}, chart);
        targets.forEach(function (target) {
          var line = svg("line", {"class": "target", x1: 30, x2: plotWidth - 6,
            y1: num(plotY(target.value)), y2: num(plotY(target.value)), stroke: "#b00",
            "stroke-dasharray": "3 2", "data-value": num(target.value)}, chart);
          svg("title", {}, line).textContent = "expected " + num(target.value) +
            " (line " + target.line + ")";
          if (target.time !== null) {
            svg("circle", {"class": "target", cx: num(plotX(target.time)),
              cy: num(plotY(target.value)), r: 2.5, fill: "#b00"}, chart);
          }
        });
        var top = svg("text", {x: 2, y: 10}, chart);
        top.textContent = num(high);
        var bottom = svg("text", {x: 2, y: plotHeight - 12}, chart);
        bottom.textContent = num(low);
        var title = svg("text", {x: plotWidth - 4, y: 10, "text-anchor": "end"}, chart);
        title.textContent = name;
        cursors.push(svg("line", {y1: 0, y2: plotHeight, stroke: "#d33"}, chart));
      });
      Object.keys(moved).map(Number).sort(function (a, b) { return a - b; })
        .forEach(function (id) {
          var span = moved[id];
          html("li", "#" + id + " " + curveName(span.line) +
            (span.line !== null ? " (line " + span.line + ")" : "") + ", t=" +
            num(frames[span.from].t) + "–" + num(frames[span.to].t) + "s, " + span.end,
            moves);
        });
      if (Object.keys(moved).length === 0) {
        html("li", "no animation moves this view", moves);
      }
    }
    function updateSelection() {
      var frame = frames[current];
      var x = plotX(frame.t);
      cursors.forEach(function (line) {
        line.setAttribute("x1", num(x));
        line.setAttribute("x2", num(x));
      });
      var view = views[selected];
      viewInfo.textContent = view.name + " (" + view.kind + ")" +
        (view.drawnIn !== null ? " in " + views[view.drawnIn].name : "") +
        "\nframe  " + rectText(frame.p, 4 * selected) +
        "\nwindow " + num(frame.w[2 * selected]) + "," + num(frame.w[2 * selected + 1]) +
        "\nmodel  " + rectText(frame.m, 4 * selected);
    }
    function positionAt(time) {
      var best = 0;
      frames.forEach(function (frame, position) {
        if (frame.t <= time + 1e-9) best = position;
      });
      return best;
    }

    var notes = document.getElementById("notes");
    summary.notes.forEach(function (note) {
      var item = html("li", note.text, notes);
      item.className = note.kind;
      if (note.time !== null) {
        item.className += " jump";
        item.title = "show t=" + num(note.time) + "s";
        item.addEventListener("click", function () { show(positionAt(note.time)); });
      }
    });
    if (summary.notes.length === 0) {
      html("li", summary.passed + " expectations and checks passed; no warnings.", notes);
    }

    var playing = false, speed = 1, playTime = 0, lastNow = 0;
    function tick(now) {
      if (!playing) return;
      playTime += (now - lastNow) / 1000 * speed;
      lastNow = now;
      var end = frames[frames.length - 1].t;
      if (playTime >= end) {
        show(frames.length - 1);
        setPlaying(false);
        return;
      }
      var position = current;
      while (position + 1 < frames.length && frames[position + 1].t <= playTime) position++;
      if (position !== current) show(position);
      window.requestAnimationFrame(tick);
    }
    function setPlaying(on) {
      playing = on;
      playButton.textContent = on ? "Pause" : "Play";
      if (!on) return;
      if (current >= frames.length - 1) show(0);
      playTime = frames[current].t;
      lastNow = window.performance.now();
      window.requestAnimationFrame(tick);
    }
    playButton.addEventListener("click", function () { setPlaying(!playing); });
    speedSelect.addEventListener("change", function () {
      speed = Number(speedSelect.value) || 1;
    });
    scrubber.addEventListener("input", function () {
      show(Number(scrubber.value));
      playTime = frames[current].t;
    });
    document.addEventListener("keydown", function (event) {
      if (event.target && event.target.tagName === "SELECT") return;
      if (event.key === " ") { event.preventDefault(); setPlaying(!playing); }
      if (event.key === "ArrowRight") show(current + 1);
      if (event.key === "ArrowLeft") show(current - 1);
    });

    // The fragment: #frame=N (a frame number), view=NAME, scrub=P (a scrubber position,
    // applied through the scrubber's input event).
    function applyFragment() {
      var parameters = {};
      window.location.hash.replace(/^#/, "").split("&").forEach(function (part) {
        var pair = part.split("=");
        if (pair[0]) parameters[decodeURIComponent(pair[0])] = decodeURIComponent(pair[1] || "");
      });
      if (parameters.view !== undefined) {
        views.forEach(function (view, index) {
          if (view.name === parameters.view) selected = index;
        });
      }
      select(selected);
      var start = current;
      if (parameters.frame !== undefined) {
        var wanted = Number(parameters.frame);
        frames.forEach(function (frame, position) {
          if (frame.i === wanted) start = position;
        });
      }
      show(start);
      if (parameters.scrub !== undefined) {
        scrubber.value = parameters.scrub;
        scrubber.dispatchEvent(new Event("input"));
      }
    }
    window.addEventListener("hashchange", applyFragment);
    window.addEventListener("resize", function () { fitLabels(); show(current); });
    fitLabels();
    applyFragment();
  }
})();
