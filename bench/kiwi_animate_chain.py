"""kiwi on the shape of `animsim-bench animate`'s `relayout` row, for comparison.

Run beside the project's benchmark: python3 bench/kiwi_animate_chain.py
kiwi has no in-place constant update, so view 0's width is driven by a strong edit variable.
"""
import time, kiwisolver as k
n=1000
S=k.Solver()
V=[(k.Variable(),k.Variable(),k.Variable(),k.Variable()) for _ in range(n)]
for i,(l,t,w,h) in enumerate(V):
    r,c=divmod(i,10)
    if c==0: S.addConstraint(l==20)
    else:
        pl,pt,pw,ph=V[i-1]; S.addConstraint(l==pl+pw+8)
    if i==0: S.addConstraint(w>=50)
    else: S.addConstraint(w==V[i-1][2])
    if c==9 or i==n-1: S.addConstraint(l+w<=980)
    if r==0: S.addConstraint(t==20)
    else: S.addConstraint(t==V[i-10][1]+V[i-10][3]+8)
    S.addConstraint((h==44)|"strong")
w0=V[0][2]
S.addEditVariable(w0,"strong")
S.suggestValue(w0,50); S.updateVariables()
t0=time.perf_counter()
for f in range(61):
    p=f/60; e=p*p*(3-2*p)
    S.suggestValue(w0,50+40*e); S.updateVariables()
t1=time.perf_counter()
print("kiwi chain relayout us/frame", (t1-t0)*1e6/61, "w0", w0.value())
