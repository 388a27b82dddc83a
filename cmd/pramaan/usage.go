package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// guideUsage makes every command under root answer a mistake with what to
// type instead: a wrong number of arguments or a missing required flag names
// the command's usage line, and a group of commands (firm, key, rail, ...)
// given an unknown subcommand is an error that lists the known ones, where
// cobra would print the help and exit 0. Nothing runs before these checks.
func guideUsage(root *cobra.Command) {
	for _, c := range root.Commands() {
		guideCommand(c)
	}
}

func guideCommand(c *cobra.Command) {
	for _, sub := range c.Commands() {
		guideCommand(sub)
	}
	if c.HasAvailableSubCommands() && !c.Runnable() {
		// Runnable now only to refuse unknown subcommands: its usage keeps
		// showing "pramaan firm [command]" alone, not "pramaan firm [flags]".
		// Its subcommands, which would inherit that, keep the usual one.
		usual := c.UsageTemplate()
		group := strings.Replace(usual, "{{if .Runnable}}\n  {{.UseLine}}{{end}}", "", 1)
		c.SetUsageTemplate(group)
		for _, sub := range c.Commands() {
			if sub.UsageTemplate() == group {
				sub.SetUsageTemplate(usual)
			}
		}
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmd.Help()
			}
			var names []string
			for _, sub := range cmd.Commands() {
				if sub.IsAvailableCommand() && sub.Name() != "help" {
					names = append(names, sub.Name())
				}
			}
			return fmt.Errorf("unknown command %q for %q; its commands are %s (see `%s --help`)",
				args[0], cmd.CommandPath(), strings.Join(names, ", "), cmd.CommandPath())
		}
		return
	}
	if !c.Runnable() {
		return
	}
	check := c.Args
	c.Args = func(cmd *cobra.Command, args []string) error {
		if check != nil {
			if err := check(cmd, args); err != nil {
				return fmt.Errorf("%w; usage: %s", err, cmd.UseLine())
			}
		}
		if err := cmd.ValidateRequiredFlags(); err != nil {
			return fmt.Errorf("%w; usage: %s", err, cmd.UseLine())
		}
		return nil
	}
}
