// Command pramaan is the whole product in one binary: `up` runs everything
// in one process on one machine; `serve`, `worker` and `relay` run the parts
// as separate processes for scale-out; `migrate`, `rail`, `brief`, `bench`
// and `demo` are the operator's tools.
//
// Every subcommand registers itself from its own file through addCommand, so
// each part of the design owns the file that wires it to the CLI.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/spf13/cobra"
)

// commands collects the subcommands registered by the files of this package.
var commands []func(root *cobra.Command)

// addCommand registers a subcommand constructor; call it from an init func.
func addCommand(f func(root *cobra.Command)) { commands = append(commands, f) }

// exitError carries a process exit code through cobra.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "pramaan",
		Short:         "PRAMAAN keeps a litigation matter's Brief current, on a fenced rebuild rail",
		SilenceUsage:  true,
		SilenceErrors: true,
		// Every command starts from a configuration that parsed.
		PersistentPreRunE: func(cmd *cobra.Command, _ []string) error { return cfg.check(cmd.Flags()) },
	}
	cfg.bindFlags(root)
	for _, f := range commands {
		f(root)
	}
	guideUsage(root)
	return root
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := newRoot().ExecuteContext(ctx)
	stop()
	if err != nil {
		var ee exitError
		if errors.As(err, &ee) {
			os.Exit(ee.code)
		}
		fmt.Fprintln(os.Stderr, "pramaan:", err)
		os.Exit(1)
	}
}
