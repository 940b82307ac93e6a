import Foundation
import Scenario

print("animsim: not yet implemented")
