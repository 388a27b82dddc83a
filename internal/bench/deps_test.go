package bench_test

import (
	"os/exec"
	"strings"
	"testing"
)

// River is the rail's benchmark peer, never a dependency of the product: no
// package outside internal/bench and cmd/pramaan may import it, directly or
// through another package.
func TestRiverOnlyInBenchmarks(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Deps " "}}`, "pramaan/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	checked := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		pkg, deps, _ := strings.Cut(line, " ")
		if strings.HasPrefix(pkg, "pramaan/internal/bench") || pkg == "pramaan/cmd/pramaan" {
			continue
		}
		checked++
		for _, d := range strings.Fields(deps) {
			if strings.HasPrefix(d, "github.com/riverqueue/") {
				t.Errorf("%s depends on %s: River belongs to the benchmarks only", pkg, d)
				break
			}
		}
	}
	if checked == 0 {
		t.Fatal("go list named no product package")
	}
}
