/// Placeholder: the workload's owner replaces this file.
func runLayoutGridBenchmark(_ arguments: BenchArguments) {
  FileHandleOutput.standardError("not yet implemented\n")
}
