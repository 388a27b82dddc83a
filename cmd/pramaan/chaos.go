package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"pramaan/internal/chaos"
	"pramaan/rail"
)

func init() {
	addCommand(func(root *cobra.Command) {
		var (
			o         chaos.Options
			asJSON    bool
			faults    string
			buildInfo bool
		)
		cmd := &cobra.Command{
			Use:   "chaos",
			Short: "Run the whole system as processes under random faults and check every guarantee of the rail",
			Long: "chaos starts a private PostgreSQL, a NATS JetStream server, `serve`, three `worker` and two\n" +
				"`relay` processes of this binary, drives at least 20 matters from concurrent clients over the\n" +
				"HTTP API (uploads, deletes, Regenerate), and injects faults on a seeded random schedule: zombie\n" +
				"workers stopped past their lease, kills and restarts of every process, Postgres (fast and\n" +
				"immediate) and NATS restarts, black-holed, delayed and reset connections, duplicated,\n" +
				"reordered and dropped nudges. The model is a fake that builds slowly and fails on cue.\n" +
				"When the faults stop it waits for every matter to become current, then judges the recorded\n" +
				"history and the final ledger: G1 one live claim, G2 no stale frame, G3/G4 nothing unserved\n" +
				"or uncovered, liveness. It prints the report (--json: one JSON object) and exits 1 when any\n" +
				"guarantee failed. The seed is printed; --seed repeats a schedule.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				if buildInfo {
					if rail.UnsafeNoFence {
						fmt.Fprintln(cmd.OutOrStdout(), "unsafe_nofence")
					} else {
						fmt.Fprintln(cmd.OutOrStdout(), "fenced")
					}
					return nil
				}
				if err := checkChaosFlags(o); err != nil {
					return err
				}
				if faults != "" {
					o.Faults = strings.Split(faults, ",")
				}
				o.Log = os.Stderr
				if rail.UnsafeNoFence {
					progressf("this binary was built with -tags unsafe_nofence: its finish does not check the token")
				}
				rep, err := chaos.Run(cmd.Context(), o)
				if err != nil {
					return err
				}
				if asJSON {
					enc := json.NewEncoder(cmd.OutOrStdout())
					enc.SetIndent("", "  ")
					if err := enc.Encode(rep); err != nil {
						return err
					}
				} else {
					printChaos(cmd.OutOrStdout(), rep)
				}
				if rep.Verdict != "pass" {
					return exitError{code: 1}
				}
				return nil
			},
		}
		f := cmd.Flags()
		f.DurationVar(&o.Duration, "duration", 60*time.Second, "the fault phase (a quiet phase follows until every matter is current)")
		f.Int64Var(&o.Seed, "seed", 0, "seed of the fault schedule and the clients (0: from the clock; printed)")
		f.BoolVar(&asJSON, "json", false, "print the report as one JSON object")
		f.StringVar(&o.Dir, "dir", "", "run folder (default: a temporary folder, removed after a passing run)")
		f.IntVar(&o.Matters, "matters", 24, "matters driven by the clients")
		f.IntVar(&o.Clients, "clients", 4, "concurrent clients")
		f.IntVar(&o.Workers, "workers", 3, "worker processes")
		f.IntVar(&o.Relays, "relays", 2, "relay processes")
		f.DurationVar(&o.Lease, "worker-lease", 3*time.Second, "the workers' lease (their PRAMAAN_LEASE)")
		f.DurationVar(&o.BuildTime, "build-time", 600*time.Millisecond, "the fake model's time per call (±50%)")
		f.Float64Var(&o.FailRate, "fail-rate", 0.05, "share of model calls that fail")
		f.DurationVar(&o.FaultGap, "fault-gap", 2*time.Second, "mean time between fault launches")
		f.StringVar(&faults, "faults", "", "comma-separated fault kinds (default every kind: "+strings.Join(chaos.AllFaults, ",")+")")
		f.BoolVar(&o.NoSessionTimeouts, "no-session-timeouts", false, "run the processes' database sessions unbounded: no idle-in-transaction, lock or statement timeout, no keepalives (to watch the checker catch the wedge)")
		f.DurationVar(&o.StallFor, "stall-for", 0, "how long a worker stopped inside a transaction stays stopped (default: about two leases)")
		f.BoolVar(&buildInfo, "build-info", false, "print whether this binary checks the fencing token, and exit")
		_ = f.MarkHidden("build-info")
		root.AddCommand(cmd)
	})
}

// printChaos writes the report for a person.
func printChaos(w io.Writer, r *chaos.Report) {
	fmt.Fprintf(w, "chaos run, seed %d: %s\n", r.Seed, strings.ToUpper(r.Verdict))
	fmt.Fprintf(w, "  faults injected: %d\n", r.FaultsTotal)
	for _, k := range chaos.AllFaults {
		if n, ok := r.Faults[k]; ok {
			fmt.Fprintf(w, "    %-28s %d\n", k, n)
		}
	}
	fmt.Fprintf(w, "  nudges: %v\n", r.Nudges)
	fmt.Fprintf(w, "  uploads %d, deletes %d, regenerates %d, demands %d, builds %d\n", r.Uploads, r.Deletes, r.Regenerates, r.Demands, r.Builds)
	fmt.Fprintf(w, "  frames landed %d, fenced %d (zombies caught)\n", r.FramesLanded, r.FramesFenced)
	fmt.Fprintf(w, "  model calls %d (%.2f per upload), wasted %d\n", r.ModelCalls, r.ModelCallsPerUp, r.WastedModelCalls)
	fmt.Fprintf(w, "  recovery: after a worker kill mid-build %.2fs (longest of %d, median %.2fs; %d ended by a kill of the taker), after a Postgres restart %.2fs, after a NATS restart %.2fs\n",
		r.RecoveryAfterKillS, r.RecoveryKills, r.RecoveryAfterKillMedS, r.RecoveryKillsSuperseded, r.RecoveryAfterPostgresS, r.RecoveryAfterNATSS)
	fmt.Fprintf(w, "  longest staleness %.2fs (bound %.0fs); every matter current %.2fs after the heal (bound %.1fs, lease %.0fs)\n",
		r.MaxStalenessS, r.StalenessBoundS, r.ConvergedAfterHealS, r.LivenessBoundS, r.LeaseS)
	for _, st := range r.LongestStale {
		fmt.Fprintf(w, "    stale %.1fs: matter %s, %s to %s\n", st.To.Sub(st.From).Seconds(), st.MatterID,
			st.From.UTC().Format("15:04:05.0"), st.To.UTC().Format("15:04:05.0"))
	}
	for _, g := range []string{"G1", "G2", "G3/G4", "liveness"} {
		fmt.Fprintf(w, "  %-9s %s\n", g, r.Verdicts[g])
	}
	for _, v := range r.Violations {
		fmt.Fprintf(w, "  VIOLATION %s\n", v)
	}
	fmt.Fprintf(w, "  run folder %s (history %s); %.0fs wall\n", r.Dir, r.History, r.WallS)
}

// checkChaosFlags refuses counts and durations a run cannot work with (the
// harness would read zero as its default): a takeover needs a second worker.
func checkChaosFlags(o chaos.Options) error {
	for _, c := range []struct {
		flag string
		bad  bool
		want string
	}{
		{"--duration", o.Duration <= 0, "a fault phase longer than 0"},
		{"--workers", o.Workers < 2, "two workers or more (one takes over from another)"},
		{"--relays", o.Relays < 1, "one relay or more"},
		{"--matters", o.Matters < 1, "one matter or more"},
		{"--clients", o.Clients < 1, "one client or more"},
		{"--worker-lease", o.Lease <= 0, "a lease longer than 0"},
		{"--build-time", o.BuildTime <= 0, "a model time longer than 0"},
		{"--fault-gap", o.FaultGap <= 0, "a gap between faults longer than 0"},
		{"--stall-for", o.StallFor < 0, "0 (about two leases) or longer"},
	} {
		if c.bad {
			return fmt.Errorf("invalid %s: want %s", c.flag, c.want)
		}
	}
	return nil
}
