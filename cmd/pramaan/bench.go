package main

import "github.com/spf13/cobra"

// benches collects `pramaan bench` subcommands registered by other files.
var benches []func(bench *cobra.Command)

// addBench registers a `pramaan bench X` subcommand; call it from an init func.
func addBench(f func(bench *cobra.Command)) { benches = append(benches, f) }

func init() {
	addCommand(func(root *cobra.Command) {
		bench := &cobra.Command{
			Use:   "bench",
			Short: "Measure the rail, the relay and the Brief builder, each against a baseline in the same run",
		}
		for _, f := range benches {
			f(bench)
		}
		root.AddCommand(bench)
	})
}
