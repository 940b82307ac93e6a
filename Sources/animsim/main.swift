import Scenario

print("animsim: not yet implemented")
