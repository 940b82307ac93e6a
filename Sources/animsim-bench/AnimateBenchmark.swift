/// Placeholder: the workload's owner replaces this file.
func runAnimateBenchmark(_ arguments: BenchArguments) {
  FileHandleOutput.standardError("not yet implemented\n")
}
