package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"pramaan/rail"
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
			Long: "Reads ops.matter_frame_jobs and ops.matter_frame_runs at PRAMAAN_DATABASE_URL.\n" +
				"A matter has unserved demand when served_generation < requested_generation.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				db, err := openDatabase(cmd.Context(), dbRequireURL, progressf)
				if err != nil {
					return err
				}
				defer db.Close()
				jobs, err := rail.New(db.Pool, rail.Config{Lease: cfg.Lease}).Status(cmd.Context(), matter)
				if err != nil {
					return err
				}
				if asJSON {
					enc := json.NewEncoder(cmd.OutOrStdout())
					enc.SetIndent("", "  ")
					return enc.Encode(jobs)
				}
				printRailStatus(cmd.OutOrStdout(), jobs)
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
func printRailStatus(out io.Writer, jobs []rail.JobStatus) {
	if len(jobs) == 0 {
		fmt.Fprintln(out, "no jobs in the ledger")
		return
	}
	w := tabwriter.NewWriter(out, 0, 2, 2, ' ', 0)
	fmt.Fprintln(w, "FIRM\tMATTER\tREQUESTED\tCLAIMED\tSERVED\tSTATUS\tREBUILD\tLEASE AGE\tUNSERVED\tATTEMPTS\tNEXT ATTEMPT\tCLAIMED BY\tLAST ERROR")
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
		fmt.Fprintf(w, "%s\t%s\t%d\t%d\t%d\t%s\t%t\t%s\t%s\t%d\t%s\t%s\t%s\n",
			j.FirmID, j.MatterID, j.RequestedGeneration, j.ClaimedGeneration, j.ServedGeneration,
			j.RunStatus, j.RebuildNeeded, lease, unserved, j.Attempts, next, dash(j.ClaimedBy), dash(oneLine(j.LastError)))
	}
	_ = w.Flush()
	for _, j := range jobs {
		if len(j.LastRuns) == 0 {
			continue
		}
		fmt.Fprintf(out, "\nruns of matter %s (newest first):\n", j.MatterID)
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
