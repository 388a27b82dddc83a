package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"pramaan/record"
)

// openStore opens the database (the data folder's private cluster when no
// URL is set) and a record store on it, for the operator's firm and key
// commands.
func openStore(cmd *cobra.Command) (*record.Store, func(), error) {
	db, err := openDatabase(cmd.Context(), dbFolder, progressf)
	if err != nil {
		return nil, nil, err
	}
	store := record.NewStore(db.Pool, record.FileBlobs{Dir: filepath.Join(cfg.Data, "blobs")}, nil)
	return store, db.Close, nil
}

// firmHint adds to a firm that is not found where to find the firms' ids.
func firmHint(err error) error {
	if errors.Is(err, record.ErrNotFound) {
		return fmt.Errorf("%w (`pramaan firm list` shows every firm's id)", err)
	}
	return err
}

func printJSON(out io.Writer, v any) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func init() {
	addCommand(func(root *cobra.Command) {
		firm := &cobra.Command{Use: "firm", Short: "Manage firms (tenants)"}
		var asJSON bool
		create := &cobra.Command{
			Use:   "create NAME",
			Short: "Create a firm and print its id and first API key (shown this once)",
			Long: "create makes a firm in the database (PRAMAAN_DATABASE_URL, or the private cluster of\n" +
				"PRAMAAN_DATA, running or not) and prints its firm_id and api_key. Only the key's hash is\n" +
				"stored: keep the key, or make another with `pramaan key create --firm ID`.",
			Args: cobra.ExactArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				store, closeDB, err := openStore(cmd)
				if err != nil {
					return err
				}
				defer closeDB()
				f, key, err := store.CreateFirm(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				if asJSON {
					return printJSON(cmd.OutOrStdout(), map[string]string{"firm_id": f.ID, "name": f.Name, "api_key": key})
				}
				fmt.Fprintf(cmd.OutOrStdout(), "firm_id %s\nname    %s\napi_key %s\n", f.ID, f.Name, key)
				return nil
			},
		}
		create.Flags().BoolVar(&asJSON, "json", false, "print one JSON object: firm_id, name, api_key")
		firm.AddCommand(create)
		var listJSON bool
		list := &cobra.Command{
			Use:   "list",
			Short: "List every firm: its id, name, when it was made and how many API keys it has not revoked",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				store, closeDB, err := openStore(cmd)
				if err != nil {
					return err
				}
				defer closeDB()
				firms, err := store.ListFirms(cmd.Context())
				if err != nil {
					return err
				}
				if listJSON {
					if firms == nil {
						firms = []record.FirmSummary{}
					}
					return printJSON(cmd.OutOrStdout(), firms)
				}
				tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "FIRM ID\tNAME\tCREATED\tACTIVE KEYS")
				for _, f := range firms {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%d\n", f.ID, f.Name, f.CreatedAt.UTC().Format(time.RFC3339), f.ActiveKeys)
				}
				return tw.Flush()
			},
		}
		list.Flags().BoolVar(&listJSON, "json", false, "print a JSON array: firm_id, name, created_at, active_keys")
		firm.AddCommand(list)
		root.AddCommand(firm)

		key := &cobra.Command{Use: "key", Short: "Manage a firm's API keys: create, list, revoke"}
		var firmID string
		var keyJSON bool
		keyCreate := &cobra.Command{
			Use:   "create --firm ID",
			Short: "Give the firm a new API key and print it (shown this once)",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				store, closeDB, err := openStore(cmd)
				if err != nil {
					return err
				}
				defer closeDB()
				k, secret, err := store.CreateKey(cmd.Context(), firmID)
				if err != nil {
					return firmHint(err)
				}
				if keyJSON {
					return printJSON(cmd.OutOrStdout(), map[string]string{"key_id": k.ID, "firm_id": k.FirmID, "api_key": secret})
				}
				fmt.Fprintf(cmd.OutOrStdout(), "key_id  %s\napi_key %s\n", k.ID, secret)
				return nil
			},
		}
		keyList := &cobra.Command{
			Use:   "list --firm ID",
			Short: "List the firm's API keys (ids and first characters only)",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				store, closeDB, err := openStore(cmd)
				if err != nil {
					return err
				}
				defer closeDB()
				keys, err := store.ListKeys(cmd.Context(), firmID)
				if err != nil {
					return firmHint(err)
				}
				if keyJSON {
					if keys == nil {
						keys = []record.APIKey{}
					}
					return printJSON(cmd.OutOrStdout(), keys)
				}
				tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "KEY ID\tPREFIX\tCREATED\tREVOKED")
				for _, k := range keys {
					revoked := "-"
					if k.RevokedAt != nil {
						revoked = k.RevokedAt.UTC().Format(time.RFC3339)
					}
					fmt.Fprintf(tw, "%s\t%s…\t%s\t%s\n", k.ID, k.Prefix, k.CreatedAt.UTC().Format(time.RFC3339), revoked)
				}
				return tw.Flush()
			},
		}
		keyRevoke := &cobra.Command{
			Use:   "revoke KEY_ID --firm ID",
			Short: "Revoke one of the firm's API keys: requests with it are refused from now on",
			Args:  cobra.ExactArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				store, closeDB, err := openStore(cmd)
				if err != nil {
					return err
				}
				defer closeDB()
				if err := store.RevokeKey(cmd.Context(), firmID, args[0]); err != nil {
					if errors.Is(err, record.ErrNotFound) {
						return fmt.Errorf("%w (`pramaan key list --firm ID` shows a firm's keys, `pramaan firm list` every firm)", err)
					}
					return err
				}
				fmt.Fprintf(cmd.OutOrStdout(), "revoked key %s of firm %s\n", args[0], firmID)
				return nil
			},
		}
		for _, c := range []*cobra.Command{keyCreate, keyList, keyRevoke} {
			c.Flags().StringVar(&firmID, "firm", "", "the firm's id (required)")
			_ = c.MarkFlagRequired("firm")
			key.AddCommand(c)
		}
		keyCreate.Flags().BoolVar(&keyJSON, "json", false, "print one JSON object: key_id, firm_id, api_key")
		keyList.Flags().BoolVar(&keyJSON, "json", false, "print a JSON array")
		root.AddCommand(key)
	})
}
