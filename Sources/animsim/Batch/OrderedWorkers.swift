import Foundation

/// Runs numbered work items on several threads and hands their results back in index order,
/// each as soon as it and every earlier one are done (so output streams in a fixed order
/// whatever the number of threads).
enum OrderedWorkers {
  /// The stack size of a worker thread, in bytes: the main thread's usual 8 MiB (Linux's
  /// default `ulimit -s`), so deep scripts behave the same with any `--jobs`.
  static let stackSize = 8 << 20

  /// Calls `work(i)` for every `i` in `0..<count`, on `jobs` threads, and `deliver(i, result)`
  /// on the calling thread in increasing `i`.
  ///
  /// With `jobs == 1` (or one item) everything runs on the calling thread, one item after
  /// the other, with no thread started.
  ///
  /// - Parameters:
  ///   - count: How many items.
  ///   - jobs: How many threads work at once (at least 1; never more than `count`).
  ///   - work: Computes item `i`'s result; runs on a worker thread.
  ///   - deliver: Receives the results in order.
  /// - Complexity: O(count) hand-overs; results wait in memory until every earlier one is
  ///   delivered.
  static func run<Result: Sendable>(
    count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
    deliver: (Int, Result) -> Void
  ) {
    guard count > 0 else { return }
    let threads = min(max(1, jobs), count)
    if threads == 1 {
      for index in 0..<count {
        deliver(index, work(index))
      }
      return
    }
    let slots = ResultSlots<Result>(count: count)
    for _ in 0..<threads {
      let thread = Thread {
        while let index = slots.claim() {
          slots.store(index, work(index))
        }
      }
      thread.stackSize = stackSize
      thread.start()
    }
    for index in 0..<count {
      deliver(index, slots.take(index))
    }
  }
}

/// The results of the workers, filled in any order and taken in index order.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
  /// Guards every property below; signalled when a result is stored.
  private let condition = NSCondition()
  /// The results not yet taken.
  private var slots: [Result?]
  /// The next index to hand to a worker.
  private var next = 0

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  /// The next index to work on, or nil when every one was handed out.
  func claim() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard next < slots.count else { return nil }
    next += 1
    return next - 1
  }

  /// Stores the result of `index` and wakes the waiting taker.
  func store(_ index: Int, _ result: Result) {
    condition.lock()
    slots[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// Waits for the result of `index`, then removes and returns it.
  func take(_ index: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = slots[index] {
        slots[index] = nil
        return result
      }
      condition.wait()
    }
  }
}
