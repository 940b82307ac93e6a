"""kiwi (nucleic/kiwi, through its Python binding kiwisolver) on the solver-level shapes of
`animsim-bench zoo`, each at N and 4N, one JSON line per shape and size in the same format
(plus "peer":"kiwi"). Shapes kiwi cannot express (the layout-level ones) are not run; kiwi has
no in-place constant update, so animated constants are strong edit variables, and no
conflict explanation, so `conflict` times the failing add alone.

    python3 bench/kiwi_zoo.py --json [N]          # default N = 1000; RUNS (default 5)
    animsim-bench zoo --json --kiwi [N]           # ours, then this script, in one run
"""
import json, os, sys, time
import kiwisolver as k

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

def stack(n):
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
    s.addConstraint(bottom <= 20 * n)
    s.updateVariables()
    t1 = time.perf_counter()
    assert abs(bottom.value() - 20 * n) < 1e-6
    return (t1 - t0) * 1e3

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

def churn(n):
    s = k.Solver()
    L, W, T, H, own = [], [], [], [], []
    for i in range(n):
        l, w, t, h = k.Variable(), k.Variable(), k.Variable(), k.Variable()
        r, c = divmod(i, 10)
        cs = []
        if c == 0:
            cs += [l == 20, w >= 50, (w == 90) | "weak"]
        else:
            cs += [l == L[i - 1] + W[i - 1] + 8, w == W[i - 1]]
        if c == 9 or i == n - 1:
            cs.append(l + w <= 980)
        cs.append(t == 20 if r == 0 else t == T[i - 10] + H[i - 10] + 8)
        cs.append((h == 44) | "strong")
        for con in cs:
            s.addConstraint(con)
        own.append(cs)
        L.append(l); W.append(w); T.append(t); H.append(h)
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

SHAPES = [("chain", "us_per_frame", chain), ("stack", "ms", stack),
          ("priorities", "ms", priorities), ("churn", "us_per_frame", churn),
          ("conflict", "ms", conflict)]

def median(values):
    values = sorted(values)
    m = len(values) // 2
    return values[m] if len(values) % 2 else (values[m - 1] + values[m]) / 2

def main():
    args = [a for a in sys.argv[1:] if a != "--json"]
    only = []
    for a in list(args):
        if a.startswith("--only="):
            only = a[len("--only="):].split(",")
            args.remove(a)
    bases = [int(a) for a in args] or [1000]
    runs = int(os.environ.get("RUNS", "5"))
    for name, unit, run in SHAPES:
        if only and name not in only:
            continue
        for base in bases:
            previous = None
            for n in (base, 4 * base):
                run(n)
                figure = median([run(n) for _ in range(runs)])
                line = {"workload": "zoo", "peer": "kiwi", "shape": name, "n": n,
                        unit: round(figure, 3)}
                if previous:
                    line["growth"] = round(figure / previous, 3)
                previous = figure
                print(json.dumps(line, separators=(",", ":")), flush=True)

if __name__ == "__main__":
    main()
