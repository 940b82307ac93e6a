import Animator
import Diagnostics
import Layout

/// Static checks made before a run: priority changes Layout would refuse.
enum PriorityCheck {
  /// The `set id.priority` lines that change an active constraint between required and
  /// optional (UIKit raises for that).
  ///
  /// It walks the script in order, tracking each constraint's activity and priority. A
  /// `load` line installs its scene's active constraints with the document's priorities (a
  /// `priority="750"` constraint is not required: it may go to 999 while active; one
  /// without a priority is required).
  static func problems(_ script: Script, builder: ScenarioBuilder) -> [ScenarioDiagnostic] {
    var active: Set<ObjectIdentifier> = []
    // Each constraint's priority as the walk has set it so far.
    var priorities: [ObjectIdentifier: LayoutPriority] = [:]
    for constraints in Array(builder.constraintsByLine.values) + builder.loadedByLine.values {
      for constraint in constraints {
        priorities[ObjectIdentifier(constraint)] = constraint.priority
      }
    }
    var diagnostics: [ScenarioDiagnostic] = []
    func walk(_ statements: [Statement]) {
      for statement in statements {
        switch statement.kind {
        case .load:
          for constraint in builder.loadedByLine[statement.location.line] ?? [] {
            active.insert(ObjectIdentifier(constraint))
          }
        case .constrain(let declaration):
          if declaration.inactive { break }
          for constraint in builder.constraintsByLine[statement.location.line] ?? [] {
            active.insert(ObjectIdentifier(constraint))
          }
        case .activate(let ids):
          for id in ids {
            for constraint in builder.groups[id.value] ?? [] {
              active.insert(ObjectIdentifier(constraint))
            }
          }
        case .deactivate(let ids):
          for id in ids {
            for constraint in builder.groups[id.value] ?? [] {
              active.remove(ObjectIdentifier(constraint))
            }
          }
        case .set(let action):
          if case .active(let flag) = action.value {
            for constraint in builder.groups[action.target.value] ?? [] {
              if flag.value {
                active.insert(ObjectIdentifier(constraint))
              } else {
                active.remove(ObjectIdentifier(constraint))
              }
            }
          }
          guard case .priority(let value) = action.value else { break }
          let new = layoutPriority(value.value)
          for constraint in builder.groups[action.target.value] ?? [] {
            let key = ObjectIdentifier(constraint)
            let old = priorities[key] ?? constraint.priority
            if active.contains(key), old.isRequired != new.isRequired {
              diagnostics.append(
                ScenarioDiagnostic(
                  .error,
                  .requiredPriorityChange(
                    constraint: action.target.value, from: old.rawValue, to: new.rawValue),
                  file: builder.file, at: value.location))
              break
            }
            priorities[key] = new
          }
        case .animate(let block):
          walk(block.body)
        default:
          break
        }
      }
    }
    walk(script.statements)
    return diagnostics
  }
}

extension ScenarioRun {
  /// Reports the first statement after which the timeline would need more than `limit`
  /// frames.
  static func lengthProblems(
    _ script: Script, specs: [Int: AnimationSpec], fps: Int, limit: Int, file: String
  ) -> [ScenarioDiagnostic] {
    var cursor = 0.0
    for statement in script.statements {
      var end = cursor
      switch statement.kind {
      case .wait(let duration):
        cursor += duration.value
        end = cursor
      case .animate:
        if let spec = specs[statement.location.line] {
          end = cursor + spec.delay + spec.activeDuration
        }
      default:
        continue
      }
      let frames = end * Double(fps) + 1
      if !(frames <= Double(limit)) {
        return [
          ScenarioDiagnostic(
            .error, .timelineTooLong(frames: frames.rounded(.up), limit: limit), file: file,
            at: statement.location)
        ]
      }
    }
    return []
  }
}
