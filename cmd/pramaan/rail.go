package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"pramaan/rail"
	"pramaan/record"
)

func init() {
	addCommand(func(root *cobra.Command) {
		railCmd := &cobra.Command{
			Use:   "rail",
			Short: "Inspect the Brief rail's ledger (jobs, runs, unserved demand)",
		}
		var (
			matter string
			asJSON bool
		)
		status := &cobra.Command{
			Use:   "status",
			Short: "Per matter: generations, run status, lease age, unserved demand and the last runs",
			Long: "Reads ops.matter_frame_jobs and ops.matter_frame_runs at PRAMAAN_DATABASE_URL (or the\n" +
				"private cluster of PRAMAAN_DATA); it never migrates.\n" +
				"A matter has unserved demand when served_generation < requested_generation.\n" +
				"WASTED CALLS are the model calls of its builds whose claim was lost (runs fenced or abandoned).",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				db, err := openDatabase(cmd.Context(), dbInspect, progressf)
				if err != nil {
					return err
				}
				defer db.Close()
				jobs, err := rail.New(db.Pool, rail.Config{Lease: cfg.Lease}).Status(cmd.Context(), matter)
				if err != nil {
					return err
				}
				rows, err := withNames(cmd.Context(), db, jobs)
				if err != nil {
					return err
				}
				if asJSON {
					enc := json.NewEncoder(cmd.OutOrStdout())
					enc.SetIndent("", "  ")
					return enc.Encode(rows)
				}
				if len(rows) == 0 && matter != "" {
					fmt.Fprintf(cmd.OutOrStdout(), "no matter %s in the ledger: no such matter, or none of its facts has reached the rail yet (`pramaan rail status` lists every matter)\n", matter)
					return nil
				}
				printRailStatus(cmd.OutOrStdout(), rows)
				return nil
			},
		}
		status.Flags().StringVar(&matter, "matter", "", "only this matter (UUID)")
		status.Flags().BoolVar(&asJSON, "json", false, "print a JSON array, one object per matter")
		railCmd.AddCommand(status)
		root.AddCommand(railCmd)
	})
}

// printRailStatus prints the ledger as a table, each matter followed by its
// newest runs.
func printRailStatus(out io.Writer, jobs []statusRow) {
	if len(jobs) == 0 {
		fmt.Fprintln(out, "no jobs in the ledger")
		return
	}
	w := tabwriter.NewWriter(out, 0, 2, 2, ' ', 0)
	fmt.Fprintln(w, "FIRM\tMATTER\tTITLE\tREQUESTED\tCLAIMED\tSERVED\tTOKEN\tSTATUS\tREBUILD\tLEASE AGE\tUNSERVED\tATTEMPTS\tNEXT ATTEMPT\tCLAIMED BY\tWASTED CALLS\tLAST ERROR")
	for _, j := range jobs {
		lease := "-"
		if j.LeaseAgeSeconds != nil {
			lease = fmt.Sprintf("%.1fs", *j.LeaseAgeSeconds)
		}
		next := "-"
		if j.NextAttemptAt != nil {
			next = j.NextAttemptAt.UTC().Format(time.RFC3339)
		}
		unserved := "no"
		if j.Unserved {
			unserved = fmt.Sprintf("YES (%d)", j.RequestedGeneration-j.ServedGeneration)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%d\t%d\t%d\t%s\t%t\t%s\t%s\t%d\t%s\t%s\t%d\t%s\n",
			dash(clip(j.FirmName, 24)), j.MatterID, dash(clip(j.MatterTitle, 40)), j.RequestedGeneration, j.ClaimedGeneration, j.ServedGeneration,
			j.FencingToken, j.RunStatus, j.RebuildNeeded, lease, unserved, j.Attempts, next, dash(j.ClaimedBy), j.WastedModelCalls,
			dash(oneLine(j.LastError)))
	}
	_ = w.Flush()
	for _, j := range jobs {
		if len(j.LastRuns) == 0 {
			continue
		}
		fmt.Fprintf(out, "\nruns of matter %s %q (newest first):\n", j.MatterID, j.MatterTitle)
		w := tabwriter.NewWriter(out, 0, 2, 2, ' ', 0)
		fmt.Fprintln(w, "  RUN\tTOKEN\tOUTCOME\tWORKER\tTRACE\tSTARTED\tENDED\tMODEL CALLS\tDOCS\tERROR")
		for _, r := range j.LastRuns {
			ended := "-"
			if r.EndedAt != nil {
				ended = r.EndedAt.UTC().Format(time.RFC3339)
			}
			fmt.Fprintf(w, "  %d\t%d\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%s\n", r.RunID, r.Token, r.Outcome, r.WorkerID,
				dash(r.TraceID), r.StartedAt.UTC().Format(time.RFC3339), ended, r.ModelCalls, r.DocumentsCovered, dash(oneLine(r.Error)))
		}
		_ = w.Flush()
	}
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	if len(s) > 80 {
		s = s[:77] + "..."
	}
	return s
}

// statusRow is one matter of `rail status`: the ledger's row with the
// matter's title and its firm's name from the record (the rail itself knows
// only ids). The JSON adds matter_title and firm_name to the ledger's fields.
type statusRow struct {
	rail.JobStatus
	MatterTitle string `json:"matter_title"`
	FirmName    string `json:"firm_name"`
}

// withNames joins the ledger's rows with the record's names.
func withNames(ctx context.Context, db *database, jobs []rail.JobStatus) ([]statusRow, error) {
	ids := make([]string, len(jobs))
	for i, j := range jobs {
		ids[i] = j.MatterID
	}
	names, err := record.NewStore(db.Pool, nil, nil).MatterNames(ctx, ids)
	if err != nil {
		return nil, err
	}
	rows := make([]statusRow, len(jobs))
	for i, j := range jobs {
		n := names[strings.ToLower(j.MatterID)]
		rows[i] = statusRow{JobStatus: j, MatterTitle: n.MatterTitle, FirmName: n.FirmName}
	}
	return rows, nil
}

// clip shortens s to n runes for a table cell, on one line.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
