import Solver

print("animsim-bench: not yet implemented")
