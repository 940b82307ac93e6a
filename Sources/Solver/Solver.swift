/// Placeholder: replaced by the solver implementation.
public enum SolverModule {}
