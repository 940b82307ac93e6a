"""kiwi (nucleic/kiwi, through its Python binding kiwisolver) on the shapes of
`animsim-bench zoo`, each at N and 4N, one JSON line per shape and size in the same format
(plus "peer":"kiwi").

kiwi has no views: the layout-level shapes are written as the constraints Layout gives the
solver (window coordinates, intrinsic sizes as hugging/compression pairs); `relayout` is the
solver shape of `chain` and is reported as such; `ambiguity` has no kiwi counterpart (kiwi
has no ambiguity analysis). kiwi has no in-place constant update, so animated constants are
strong edit variables, and no conflict explanation, so `conflict` and `vfl-conflict` time
the build up to the add kiwi refuses (UnsatisfiableConstraint).

Each shape and size runs in a child process with a time limit (KIWI_TIMEOUT seconds, default
60): a size that does not finish is reported as {"timeout_s": limit} (with the median of the
runs that did finish, if any), and its 4N size is not run.

    python3 bench/kiwi_zoo.py --json [N]          # default N = 1000; RUNS (default 5)
    animsim-bench zoo --json --kiwi [N]           # ours, then this script, in one run
"""
import json, os, subprocess, sys, threading, time
import kiwisolver as k

# Layout's priorities as kiwi strengths: kiwi folds strengths into one double, so a
# priority p is p "medium" units (between weak = 1 and strong = 1e6, like the zoo's
# `priorities`). A label hugs its intrinsic size at 251 and resists compression at 750
# (UIKit's label defaults).
HUG = k.strength.create(0, 251, 0)
RESIST = k.strength.create(0, 750, 0)
# The standard text model: 17-point text, 0.5 × 17 = 8.5 points per character, 1.2 × 17 =
# 20.4 points per line.
CHAR = 8.5
LINE = 20.4


def ease(frame):
    p = frame / 60
    return p * p * (3 - 2 * p)


def chain(n):
    s = k.Solver()
    L, W, T, H = [], [], [], []
    for i in range(n):
        l, w, t, h = k.Variable(), k.Variable(), k.Variable(), k.Variable()
        r, c = divmod(i, 10)
        s.addConstraint(l == 20 if c == 0 else l == L[i - 1] + W[i - 1] + 8)
        s.addConstraint(w >= 50 if i == 0 else w == W[i - 1])
        if c == 9 or i == n - 1:
            s.addConstraint(l + w <= 980)
        s.addConstraint(t == 20 if r == 0 else t == T[i - 10] + H[i - 10] + 8)
        s.addConstraint((h == 44) | "strong")
        L.append(l); W.append(w); T.append(t); H.append(h)
    s.addEditVariable(W[0], "strong")
    s.suggestValue(W[0], 50); s.updateVariables()
    t0 = time.perf_counter()
    for f in range(61):
        s.suggestValue(W[0], 50 + 40 * ease(f)); s.updateVariables()
    t1 = time.perf_counter()
    assert abs(W[n - 1].value() - 88.8) < 1e-6
    return (t1 - t0) * 1e6 / 61


def stack(n, squeezed=True):
    t0 = time.perf_counter()
    s = k.Solver()
    bottom = None
    for i in range(n):
        top, height, nxt = k.Variable(), k.Variable(), k.Variable()
        s.addConstraint(top == 0 if bottom is None else top == bottom + 8)
        s.addConstraint((height <= 20) | "weak")
        s.addConstraint((height >= 20) | "strong")
        s.addConstraint(height >= 0)
        s.addConstraint(nxt == top + height)
        bottom = nxt
    s.addConstraint(bottom <= (20 if squeezed else 28) * n)
    s.updateVariables()
    t1 = time.perf_counter()
    assert abs(bottom.value() - (20 * n if squeezed else 28 * n - 8)) < 1e-6
    return (t1 - t0) * 1e3


def stack_fit(n):
    return stack(n, squeezed=False)


def priorities(n):
    t0 = time.perf_counter()
    s = k.Solver()
    xs = []
    for i in range(n):
        x = k.Variable()
        # kiwi folds strengths into one double: distinct strengths between weak and strong.
        strength = k.strength.create(0, 999 - 998 * i / n, 0)
        s.addConstraint((x == 100) | strength)
        if i % 2 == 1:
            s.addConstraint(xs[i - 1] + x <= 150)
        xs.append(x)
    s.updateVariables()
    t1 = time.perf_counter()
    assert abs(xs[0].value() - 100) < 1e-6 and abs(xs[1].value() - 50) < 1e-6
    return (t1 - t0) * 1e3


def grid(n, free_heights=False, links_to_first=False):
    """The solver-level grid (`buildGrid`, animsim-bench's BenchSupport.swift): each view's
    constraints, and the width links (one per view but the first of a line). With
    `links_to_first`, the links are those of the layout grid (`LayoutGrid`, as
    `animsim-bench layout-grid`: `H:|-20-[v0(>=50,==90@1)]-8-[v1(==v0)]…`): each width equals
    the first of its line rather than the one before it."""
    s = k.Solver()
    L, W, T, H, own, links = [], [], [], [], [], []
    for i in range(n):
        l, w, t, h = k.Variable(), k.Variable(), k.Variable(), k.Variable()
        r, c = divmod(i, 10)
        cs = []
        link = None
        if c == 0:
            cs += [l == 20, w >= 50, (w == 90) | "weak"]
        else:
            link = w == (W[i - c] if links_to_first else W[i - 1])
            cs += [l == L[i - 1] + W[i - 1] + 8, link]
        if c == 9 or i == n - 1:
            cs.append(l + w <= 980)
        cs.append(t == 20 if r == 0 else t == T[i - 10] + H[i - 10] + 8)
        if not (free_heights and i % 10 == 5):
            cs.append((h == 44) | "strong")
        for con in cs:
            s.addConstraint(con)
        own.append(cs)
        if link is not None:
            links.append(link)
        L.append(l); W.append(w); T.append(t); H.append(h)
    return s, own, links


def churn(n):
    s, own, _ = grid(n)
    frames = 10
    t0 = time.perf_counter()
    for f in range(frames):
        chosen = [own[i] for i in range(f % 10, n, 10)]
        for cs in chosen:
            for con in reversed(cs):
                s.removeConstraint(con)
        s.updateVariables()
        for cs in chosen:
            for con in cs:
                s.addConstraint(con)
        s.updateVariables()
    t1 = time.perf_counter()
    return (t1 - t0) * 1e6 / frames


def conflict(n):
    s = k.Solver()
    left = k.Variable()
    s.addConstraint(left == 0)
    for i in range(n):
        w, nxt = k.Variable(), k.Variable()
        s.addConstraint(w == 5)
        s.addConstraint(nxt == left + w)
        left = nxt
    t0 = time.perf_counter()
    try:
        s.addConstraint(left == 5 * n + 1)
        raise AssertionError("expected a conflict")
    except k.UnsatisfiableConstraint:
        pass
    t1 = time.perf_counter()
    return (t1 - t0) * 1e3


def nesting(n):
    """N views, each inside the previous one, pinned d points inside the root's edges, as
    Layout lowers them: a window origin per view and axis, `local = window - parent's window`
    (the root's children: local = window), and the pins on the window origins."""
    t0 = time.perf_counter()
    s = k.Solver()
    side = 4 * n + 100
    parent_x = parent_y = None
    local = None
    for d in range(1, n + 1):
        x, y, wx, wy, w, h = (k.Variable() for _ in range(6))
        if parent_x is None:
            s.addConstraint(x == wx); s.addConstraint(y == wy)
        else:
            s.addConstraint(x == wx - parent_x); s.addConstraint(y == wy - parent_y)
        s.addConstraint(wx == d); s.addConstraint(wy == d)
        s.addConstraint(wx + w == side - d); s.addConstraint(wy + h == side - d)
        parent_x, parent_y, local = wx, wy, x
    s.updateVariables()
    t1 = time.perf_counter()
    assert abs(local.value() - 1) < 1e-6
    return (t1 - t0) * 1e3


def labels(n, squeezed=True):
    """N labels ("Label i", 17 pt) stacked in a root 10 N high, which squeezes them (or 30 N
    + 40, where they fit): left 20, right ≤ 380, top 20 then 8 below the previous, last
    bottom ≤ root height − 20; intrinsic widths and heights hugged at 251 and resisted at
    750."""
    t0 = time.perf_counter()
    s = k.Solver()
    bottom = None
    for i in range(n):
        x, y, w, h = (k.Variable() for _ in range(4))
        width = CHAR * len("Label %d" % i)
        s.addConstraint(x == 20)
        s.addConstraint(x + w <= 400 - 20)
        s.addConstraint(y == 20 if bottom is None else y == bottom + 8)
        s.addConstraint((w <= width) | HUG); s.addConstraint((w >= width) | RESIST)
        s.addConstraint((h <= LINE) | HUG); s.addConstraint((h >= LINE) | RESIST)
        bottom = y + h
    s.addConstraint(bottom <= (10 * n if squeezed else 30 * n + 40) - 20)
    s.updateVariables()
    t1 = time.perf_counter()
    return (t1 - t0) * 1e3


def labels_fit(n):
    return labels(n, squeezed=False)


def table(n):
    """N cells stacked from the root's top, each as wide as the root (400) and holding a
    label ("word " × (1 + i mod 7)) 16 points in from the sides and 11 from top and bottom:
    self-sizing heights. Window coordinates."""
    t0 = time.perf_counter()
    s = k.Solver()
    previous_bottom = None
    for i in range(n):
        cx, cy, cw, ch, lx, ly, lw, lh = (k.Variable() for _ in range(8))
        width = CHAR * len("word " * (1 + i % 7))
        s.addConstraint(cx == 0); s.addConstraint(cx + cw == 400)
        s.addConstraint(cy == 0 if previous_bottom is None else cy == previous_bottom)
        s.addConstraint(lx == cx + 16); s.addConstraint(lx + lw <= cx + cw - 16)
        s.addConstraint(ly == cy + 11); s.addConstraint(cy + ch == ly + lh + 11)
        s.addConstraint((lw <= width) | HUG); s.addConstraint((lw >= width) | RESIST)
        s.addConstraint((lh <= LINE) | HUG); s.addConstraint((lh >= LINE) | RESIST)
        previous_bottom = cy + ch
    s.updateVariables()
    t1 = time.perf_counter()
    return (t1 - t0) * 1e3


def toggle(n):
    s, _, links = grid(n, links_to_first=True)
    s.updateVariables()
    frames = 10
    t0 = time.perf_counter()
    for f in range(frames):
        chosen = links[f % 10::10]
        for con in chosen:
            s.removeConstraint(con)
        s.updateVariables()
        for con in chosen:
            s.addConstraint(con)
        s.updateVariables()
    t1 = time.perf_counter()
    return (t1 - t0) * 1e6 / frames


def vfl_conflict(n):
    """`H:|[b0(==5)][b1(==5)]…|` in a root 5 N + 1 wide: the build up to the add kiwi
    refuses (the last view's trailing edge on the root's)."""
    t0 = time.perf_counter()
    s = k.Solver()
    left = k.Variable()
    s.addConstraint(left == 0)
    for i in range(n):
        w, nxt = k.Variable(), k.Variable()
        s.addConstraint(w == 5)
        s.addConstraint(nxt == left + w)
        left = nxt
    try:
        s.addConstraint(left == 5 * n + 1)
        raise AssertionError("expected a conflict")
    except k.UnsatisfiableConstraint:
        pass
    s.updateVariables()
    t1 = time.perf_counter()
    return (t1 - t0) * 1e3


SHAPES = [("chain", "us_per_frame", chain), ("stack", "ms", stack),
          ("stack-fit", "ms", stack_fit),
          ("priorities", "ms", priorities), ("churn", "us_per_frame", churn),
          ("conflict", "ms", conflict),
          ("relayout", "us_per_frame", None), ("nesting", "ms", nesting),
          ("labels", "ms", labels), ("labels-fit", "ms", labels_fit), ("table", "ms", table),
          ("toggle", "us_per_frame", toggle), ("vfl-conflict", "ms", vfl_conflict),
          ("ambiguity", "ms", None)]

NOT_RUN = {
    "relayout": "the solver shape of chain (kiwi has no views): see chain",
    "ambiguity": "not expressible: kiwi has no ambiguity analysis",
}


def median(values):
    values = sorted(values)
    m = len(values) // 2
    return values[m] if len(values) % 2 else (values[m - 1] + values[m]) / 2


def child(name, n, runs):
    """Runs one shape at one size: a warm-up, then `runs` runs, one JSON line each."""
    run = dict((s[0], s[2]) for s in SHAPES)[name]
    for _ in range(runs + 1):
        start = time.perf_counter()
        figure = run(n)
        wall = time.perf_counter() - start
        print(json.dumps({"figure": figure, "wall": wall}), flush=True)


def measure(name, n, runs, limit):
    """The median of a shape's runs at one size, in a child process stopped after `limit`
    seconds. Returns (median or None, runs counted, timed out)."""
    process = subprocess.Popen(
        [sys.executable, os.path.abspath(__file__), "--child", name, str(n), str(runs)],
        stdout=subprocess.PIPE, text=True)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(process.stdout), daemon=True)
    reader.start()
    timed_out = False
    try:
        process.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        timed_out = True
    reader.join(timeout=5)
    results = [json.loads(line) for line in lines if line.strip()]
    # The first run warms up; one that took 2 s or more counts (warming up is then moot).
    counted = [r["figure"] for i, r in enumerate(results) if i > 0 or r["wall"] >= 2]
    if not timed_out and process.returncode != 0:
        raise SystemExit("kiwi_zoo.py: %s at %d failed" % (name, n))
    return (median(counted) if counted else None), len(counted), timed_out


def main():
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return
    args = [a for a in sys.argv[1:] if a != "--json"]
    only = []
    for a in list(args):
        if a.startswith("--only="):
            only = a[len("--only="):].split(",")
            args.remove(a)
    bases = [int(a) for a in args] or [1000]
    runs = int(os.environ.get("RUNS", "5"))
    limit = float(os.environ.get("KIWI_TIMEOUT", "60"))
    for name, unit, run in SHAPES:
        if only and name not in only:
            continue
        for base in bases:
            previous = None
            skipped = None
            for n in (base, 4 * base):
                line = {"workload": "zoo", "peer": "kiwi", "shape": name, "n": n}
                if run is None:
                    line["not_run"] = NOT_RUN[name]
                elif skipped:
                    line["not_run"] = skipped
                else:
                    figure, counted, timed_out = measure(name, n, runs, limit)
                    if figure is not None:
                        line[unit] = round(figure, 3)
                        if counted < runs:
                            line["runs"] = counted
                    if timed_out:
                        line["timeout_s"] = limit
                        skipped = "N = %d timed out" % n
                    if previous and figure is not None and not timed_out:
                        line["growth"] = round(figure / previous, 3)
                    previous = figure if not timed_out else None
                print(json.dumps(line, separators=(",", ":")), flush=True)


if __name__ == "__main__":
    main()
