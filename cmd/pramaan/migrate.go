package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

func init() {
	addCommand(func(root *cobra.Command) {
		root.AddCommand(&cobra.Command{
			Use:   "migrate",
			Short: "Apply the schema's pending migrations to PRAMAAN_DATABASE_URL (or the data folder's private cluster)",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				db, err := openDatabase(cmd.Context(), dbFolder, progressf)
				if err != nil {
					return err
				}
				defer db.Close()
				fmt.Fprintln(cmd.OutOrStdout(), "migrations applied")
				return nil
			},
		})
	})
}
