package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

// shownSetting is one row of `pramaan config --json`.
type shownSetting struct {
	Flag   string `json:"flag"`
	Env    string `json:"env"`
	Value  string `json:"value"`
	Source string `json:"source"` // flag, env or default
	Secret bool   `json:"secret"`
}

// masked is the value as `pramaan config` may show it: a secret is masked
// (a URL keeps its scheme, host and harmless parameters; its password, a
// password or token in its query, and a user part that is a token, as in
// nats://TOKEN@host, are masked).
func (st *setting) masked() string {
	v := st.value.String()
	if !st.secret || v == "" {
		return v
	}
	u, err := url.Parse(v)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return "xxxxx"
	}
	if u.User != nil {
		if _, has := u.User.Password(); has {
			u.User = url.UserPassword(u.User.Username(), "xxxxx")
		} else if u.Scheme != "postgres" && u.Scheme != "postgresql" {
			u.User = url.User("xxxxx") // a NATS token
		}
	}
	q := u.Query()
	for k := range q {
		if reSecretParam.MatchString(k) {
			q.Set(k, "xxxxx")
		}
	}
	if len(q) > 0 {
		u.RawQuery = q.Encode()
	}
	return u.String()
}

// reSecretParam names a URL query parameter that carries a secret.
var reSecretParam = regexp.MustCompile(`(?i)pass|token|secret|key|nkey|seed|jwt|creds`)

func init() {
	addCommand(func(root *cobra.Command) {
		var asJSON bool
		cmd := &cobra.Command{
			Use:   "config",
			Short: "Print the effective configuration: every setting, its value and where it came from",
			Long: "config prints every setting with its flag, its environment variable, the value in effect\n" +
				"and its source (flag, env or default). Secrets are masked: API keys entirely, URLs'\n" +
				"passwords. A value that does not parse is refused before this (or any) command runs.",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, _ []string) error {
				rows := make([]shownSetting, 0, len(cfg.settings))
				for _, st := range cfg.settings {
					rows = append(rows, shownSetting{Flag: "--" + st.flag, Env: st.env, Value: st.masked(), Source: st.source(), Secret: st.secret})
				}
				out := cmd.OutOrStdout()
				if asJSON {
					enc := json.NewEncoder(out)
					enc.SetIndent("", "  ")
					return enc.Encode(map[string]any{"settings": rows})
				}
				tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "FLAG\tENV\tVALUE\tSOURCE")
				for _, r := range rows {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.Flag, r.Env, r.Value, r.Source)
				}
				return tw.Flush()
			},
		}
		cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
		root.AddCommand(cmd)
	})
}
