package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"pramaan/brief"
	"pramaan/brief/eval"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

func init() {
	addCommand(func(root *cobra.Command) {
		cmd := &cobra.Command{
			Use:   "brief",
			Short: "Build a Brief from local PDFs, or score the model on the sample matters",
		}
		cmd.AddCommand(briefBuildCmd(), briefEvalCmd())
		root.AddCommand(cmd)
	})
}

func briefBuildCmd() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "build FILE...",
		Short: "Build a Brief from local PDFs with no database and no rail (the same builder)",
		Long: `Build a Brief from local PDFs with the model panel named by PRAMAAN_MODEL (--model).
Document ids derive from each file's sha256 and name, so repeated builds match and
two files with the same content under different names stay two documents. Unreadable
files are listed in the Brief with the reason; the exit status is non-zero only when
a path is missing or no file could be read at all.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			m, err := model.New(cfg.Model, cfg.getenv)
			if err != nil {
				return err
			}
			docs, err := brief.ReadFiles(ctx, &record.Extractor{OCR: true}, args)
			if err != nil {
				return err
			}
			b, st, err := brief.BuildLocal(ctx, docs, m)
			if err != nil {
				return err
			}
			progressf("brief: %d documents (%d unreadable), %d pages, model %s: %d documents sent, %d calls, %d tokens, %d citations proposed, %d grounded, %d items dropped, %s",
				st.Documents, st.Unreadable, st.Pages, m.Name(), st.DocumentsExtracted, st.ModelCalls, st.Tokens, st.Proposed, st.Grounded, st.Dropped, st.Elapsed.Round(1e6))
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				err = enc.Encode(b)
			} else {
				err = b.WriteText(cmd.OutOrStdout())
			}
			if err != nil {
				return err
			}
			if st.Unreadable == st.Documents {
				return errors.New("brief build: no file could be read (each is listed under unreadable with its reason)")
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the Brief as JSON (docs/architecture.md)")
	return c
}

func briefEvalCmd() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "eval",
		Short: "Score the model panel on the repository's sample matters (parties, dated events, grounding)",
		Long: `Score the model panel on the sample matters: the tuned set the rules were written
against, and the frozen held-out set written in unseen styles, whose first-sight
scores (recorded before any rule change for them) are printed beside today's.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			m, err := model.New(cfg.Model, cfg.getenv)
			if err != nil {
				return err
			}
			progressf("eval: building the sample matters with model %s", m.Name())
			ms, err := samples.Truths()
			if err != nil {
				return err
			}
			scores, _, err := eval.Matters(cmd.Context(), &record.Extractor{}, m, ms)
			if err != nil {
				return err
			}
			// The sealed set is read as `brief build` reads an upload, OCR
			// on: its scanned pages have no text layer.
			sealedScores, err := scoreSealed(cmd.Context(), &record.Extractor{OCR: true}, m)
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(struct {
					Model   string       `json:"model"`
					Summary eval.Summary `json:"summary"`
					Matters []eval.Score `json:"matters"`
					Sealed  *sealedSet   `json:"sealed"`
				}{m.Name(), eval.Summarize(scores), scores, sealedScores})
			}
			tw := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "MATTER\tHELD OUT\tPARTY RECALL\tPARTY PRECISION\tEVENT RECALL\tGROUNDED\tUNREADABLE")
			for _, s := range scores {
				fmt.Fprintf(tw, "%s\t%v\t%.2f (%d/%d)\t%.2f (%d/%d)\t%.2f (%d/%d)\t%.2f\t%d/%d\n", s.Matter, s.HeldOut,
					s.PartyRecall, s.PartyCorrect, s.PartyTruth, s.PartyPrecision, s.PartyCorrect, s.PartyFound,
					s.EventRecall, s.EventHits, s.EventTruth, s.Grounded, s.UnreadableHits, s.UnreadableTruth)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			sum := eval.Summarize(scores)
			fmt.Fprintln(cmd.OutOrStdout())
			for _, row := range []struct {
				name string
				m    eval.Means
			}{{"held-out set at first sight (the figure for unseen matters)", sum.HeldOutFirstSight}, {"held-out set today", sum.HeldOut}, {"tuned set", sum.Tuned}} {
				fmt.Fprintf(cmd.OutOrStdout(), "%-60s %2d matters  party recall %.2f  precision %.2f  events %.2f  grounded %.2f\n",
					row.name, row.m.Matters, row.m.PartyRecall, row.m.PartyPrecision, row.m.EventRecall, row.m.Grounded)
			}
			fmt.Fprintln(cmd.OutOrStdout())
			for _, s := range sealedScores.Matters {
				fmt.Fprintf(cmd.OutOrStdout(), "sealed %-40s party recall %.2f (%d/%d)  precision %.2f (%d found)  events %.2f (%d/%d)  grounded %.2f\n",
					s.Matter, s.PartyRecall, s.PartyCorrect, s.PartyTruth, s.PartyPrecision, s.PartyFound, s.EventRecall, s.EventHits, s.EventTruth, s.Grounded)
			}
			for _, row := range []struct {
				name string
				m    eval.Means
			}{{"sealed set at first sight", sealedScores.FirstSight}, {"sealed set today", sealedScores.Today}} {
				fmt.Fprintf(cmd.OutOrStdout(), "%-60s %2d matters  party recall %.2f  precision %.2f  events %.2f  grounded %.2f\n",
					row.name, row.m.Matters, row.m.PartyRecall, row.m.PartyPrecision, row.m.EventRecall, row.m.Grounded)
			}
			for _, s := range scores {
				if len(s.MissedParties)+len(s.ExtraParties)+len(s.MissedEvents) > 0 {
					fmt.Fprintf(cmd.OutOrStdout(), "\n%s\n  missed parties: %q\n  extra parties:  %q\n  missed events:  %q\n", s.Matter, s.MissedParties, s.ExtraParties, s.MissedEvents)
				}
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
	return c
}
