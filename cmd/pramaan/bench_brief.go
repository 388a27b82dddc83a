package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/spf13/cobra"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// briefBenchResult is what `pramaan bench brief --json` prints.
type briefBenchResult struct {
	PdftotextPagesPerS float64 `json:"pdftotext_pages_per_s"`
	FallbackPagesPerS  float64 `json:"fallback_pages_per_s"`
	Build400PagesS     float64 `json:"build_400_pages_s"`
	ExtractPages       int     `json:"extract_pages"`
	BuildDocuments     int     `json:"build_documents"`
	BuildPages         int     `json:"build_pages"`
	BuildExtractS      float64 `json:"build_extract_s"`
	BuildModelS        float64 `json:"build_model_s"`
	Parties            int     `json:"parties"`
	Events             int     `json:"events"`
	Model              string  `json:"model"`
	CPUs               int     `json:"cpus"`
}

func init() {
	addBench(func(bench *cobra.Command) {
		var asJSON bool
		c := &cobra.Command{
			Use:   "brief",
			Short: "Pages extracted per second (pdftotext vs the pure-Go fallback, same 500-page file) and the time to build a 400-page Brief",
			RunE: func(cmd *cobra.Command, args []string) error {
				res, err := benchBrief(cmd.Context())
				if err != nil {
					return err
				}
				if asJSON {
					return json.NewEncoder(cmd.OutOrStdout()).Encode(res)
				}
				fmt.Fprintf(cmd.OutOrStdout(), "extraction of one %d-page file: pdftotext %.0f pages/s, pure-Go fallback %.0f pages/s\n",
					res.ExtractPages, res.PdftotextPagesPerS, res.FallbackPagesPerS)
				fmt.Fprintf(cmd.OutOrStdout(), "Brief of a %d-document, %d-page matter with the %s model: %.2f s (extraction %.2f s, model and grounding %.2f s) on %d CPUs; %d parties, %d events\n",
					res.BuildDocuments, res.BuildPages, res.Model, res.Build400PagesS, res.BuildExtractS, res.BuildModelS, res.CPUs, res.Parties, res.Events)
				return nil
			},
		}
		c.Flags().BoolVar(&asJSON, "json", false, "print one JSON object")
		bench.AddCommand(c)
	})
}

func benchBrief(ctx context.Context) (briefBenchResult, error) {
	res := briefBenchResult{Model: "rules", CPUs: runtime.GOMAXPROCS(0)}
	progressf("bench brief: generating a 500-page PDF")
	big, err := samples.BulkPDF(500, 1)
	if err != nil {
		return res, err
	}
	rate := func(ex *record.Extractor, runs int) (float64, int, error) {
		best := 0.0
		pages := 0
		for i := 0; i < runs; i++ {
			start := time.Now()
			x := ex.Extract(ctx, big)
			if x.Status != record.StatusExtracted {
				return 0, 0, fmt.Errorf("bench brief: %s backend: %s", ex.Backend, x.Reason)
			}
			pages = len(x.Pages)
			if r := float64(len(x.Pages)) / time.Since(start).Seconds(); r > best {
				best = r
			}
		}
		return best, pages, nil
	}
	progressf("bench brief: extracting it with the default extractor (pdftotext), best of 3")
	if res.PdftotextPagesPerS, res.ExtractPages, err = rate(&record.Extractor{}, 3); err != nil {
		return res, err
	}
	progressf("bench brief: extracting it with the pure-Go fallback, best of 2")
	if res.FallbackPagesPerS, _, err = rate(&record.Extractor{Backend: record.BackendGo}, 2); err != nil {
		return res, err
	}

	progressf("bench brief: generating a 20-document, 400-page matter")
	names := make([]string, 20)
	data := make([][]byte, 20)
	for i := range names {
		if data[i], err = samples.BulkPDF(20, uint64(100+i)); err != nil {
			return res, err
		}
		names[i] = fmt.Sprintf("exhibit-%02d.pdf", i+1)
	}
	progressf("bench brief: building its Brief with the rules model (extraction included)")
	start := time.Now()
	docs := brief.ReadBytes(ctx, &record.Extractor{}, names, data)
	extracted := time.Now()
	b, st, err := brief.BuildLocal(ctx, docs, model.Rules{})
	if err != nil {
		return res, err
	}
	end := time.Now()
	if st.Unreadable > 0 {
		fmt.Fprintf(os.Stderr, "pramaan: bench brief: %d documents unreadable\n", st.Unreadable)
	}
	res.Build400PagesS = end.Sub(start).Seconds()
	res.BuildExtractS = extracted.Sub(start).Seconds()
	res.BuildModelS = end.Sub(extracted).Seconds()
	res.BuildDocuments, res.BuildPages = st.Documents, st.Pages
	res.Parties, res.Events = len(b.Parties), len(b.Chronology)
	return res, nil
}
