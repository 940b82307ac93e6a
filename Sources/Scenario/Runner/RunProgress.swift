import Animator
import Diagnostics

/// Where a run is in its script and on its timeline: the job of driving the timeline.
///
/// `ScenarioRun` holds one value; the statement loop (`runStatements`), the run loop's
/// pass and the frame grid read and advance it.
struct RunProgress {
  /// The next statement to run, an index into the script's top-level statements.
  var pointer = 0
  /// The script's cursor, in seconds (moved only by `wait`).
  var cursor = 0.0
  /// Whether the setup has been laid out (the initial commit at t = 0).
  var initialLayoutDone = false
  /// Whether the first `screen`/`device` (part of the setup) has been passed.
  var sawScreen = false
  /// Changes made outside `animate` since the last layout pass; the run loop's pass lays
  /// them out before the cursor moves on or the next frame is sampled.
  var dirty = false
  /// The location of the statement running now.
  var statementLocation = TextLocation(line: 1, column: 1)
  /// The line of the statement running now (0 during the initial layout).
  var currentLine = 0
  /// The time of the layout pass running now, in seconds.
  var passTime = 0.0
  /// Whether the pass running now is a discrete one (ambiguity is checked after those).
  var inspectAmbiguity = false
  /// Whether a relayout (AppKit animator) animation has run: presented frames then need a
  /// layout pass at their time.
  var relayoutUsed = false
  /// The animation of each `animator NAME` (ScenarioRun+Animators.swift).
  var animators: [String: AnimationID] = [:]
  /// An error the timeline reported where the runner could not throw (see `attempt`);
  /// the next step throws it.
  var timelineFailure: ScenarioError?
  /// The next frame of the sampling grid.
  var nextGridFrame = 0
  /// The last frame, once the script has run out and the timeline's end is known.
  var endFrame: Int?
  /// Whether the run has ended.
  var done = false
}
