import Animator
import Layout

/// Placeholder: replaced by the scenario language implementation.
public enum ScenarioModule {}
