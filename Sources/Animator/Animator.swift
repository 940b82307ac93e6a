import Layout

/// Placeholder: replaced by the animator implementation.
public enum AnimatorModule {}
