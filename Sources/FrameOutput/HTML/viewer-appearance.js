(function () {
  "use strict";
  // Alphas and transforms for the viewer (viewer.js): added to the page only when a frame
  // carries them (`a`: every view's alpha; `x`: six numbers a, b, c, d, tx, ty per view, as
  // CGAffineTransform). For the frame the viewer shows (the stage's data-frame), each view's
  // group gets `opacity` and an SVG `transform` about the view's untransformed window
  // center. The groups nest as the views do, so opacity and transforms compose down the
  // tree as in UIKit: a subview moves with its ancestors and fades with them.
  var stage = document.getElementById("stage");
  var data = JSON.parse(document.getElementById("animsim-data").textContent);
  var groups = {};
  var nodes = stage.querySelectorAll("g.view");
  for (var n = 0; n < nodes.length; n++) {
    groups[nodes[n].getAttribute("data-view")] = nodes[n];
  }
  var byIndex = {};
  data.frames.forEach(function (frame) { byIndex[frame.i] = frame; });
  function text(value) {
    var rounded = Math.round(value * 1000) / 1000;
    return String(rounded === 0 ? 0 : rounded);
  }
  function apply() {
    var frame = byIndex[Number(stage.getAttribute("data-frame"))];
    if (!frame) return;
    data.views.forEach(function (view, index) {
      var group = groups[view.name];
      if (!group) return;
      var alpha = frame.a ? frame.a[index] : 1;
      if (alpha === 1) group.removeAttribute("opacity");
      else group.setAttribute("opacity", text(alpha));
      var t = frame.x ? frame.x.slice(6 * index, 6 * index + 6) : [1, 0, 0, 1, 0, 0];
      if (t[0] === 1 && t[1] === 0 && t[2] === 0 && t[3] === 1 && t[4] === 0 && t[5] === 0) {
        group.removeAttribute("transform");
        return;
      }
      var cx = frame.w[2 * index] + frame.p[4 * index + 2] / 2;
      var cy = frame.w[2 * index + 1] + frame.p[4 * index + 3] / 2;
      group.setAttribute("transform", "translate(" + text(cx) + " " + text(cy) + ") matrix(" +
        t.map(text).join(" ") + ") translate(" + text(-cx) + " " + text(-cy) + ")");
    });
  }
  apply();
  new MutationObserver(apply).observe(stage, {attributes: true, attributeFilter: ["data-frame"]});
})();
