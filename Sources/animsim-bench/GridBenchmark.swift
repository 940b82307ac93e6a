/// Placeholder: the workload's owner replaces this file.
func runGridBenchmark(_ arguments: BenchArguments) {
  FileHandleOutput.standardError("not yet implemented\n")
}
