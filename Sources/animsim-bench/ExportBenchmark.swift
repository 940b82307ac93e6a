/// Placeholder: the workload's owner replaces this file.
func runExportBenchmark(_ arguments: BenchArguments) {
  FileHandleOutput.standardError("not yet implemented\n")
}
