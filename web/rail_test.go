package web_test

import (
	"net/http"
	"testing"

	"pramaan/internal/apptest"
)

// railJSON is what GET /matters/{id}/rail answers, as far as these tests read it.
type railJSON struct {
	RunStatus     string `json:"run_status"`
	Unserved      bool   `json:"unserved"`
	FactsInFlight bool   `json:"facts_in_flight"`
}

// An upload is committed the moment its 201 returns, but its demand reaches
// the ledger only after the relay, the bus and the trigger. In between, the
// matter's rail must not read idle with nothing unserved: the Brief does not
// cover the upload yet. With no relay or worker running here, the fact never
// becomes a demand, so the answer must say unserved for as long as it asks.
func TestRailSaysUnservedBeforeTheDemandIsRecorded(t *testing.T) {
	e := newEnv(t, envOptions{})
	_, key := e.firm("Firm A")
	m := e.createMatter(key, "Fresh matter")
	var before railJSON
	e.mustJSON(http.MethodGet, "/api/v1/matters/"+m.ID+"/rail", key, nil, nil, http.StatusOK, &before)
	if before.Unserved || before.FactsInFlight {
		t.Errorf("an empty matter with no Brief and no documents reads %+v, want nothing unserved", before)
	}
	if code, b := e.upload(key, m.ID, file{"a.pdf", apptest.PDF(t, "ACME CORP., Plaintiff, v. BETA LLC, Defendant.")}); code != http.StatusCreated {
		t.Fatalf("upload: %d %s", code, b)
	}
	var after railJSON
	e.mustJSON(http.MethodGet, "/api/v1/matters/"+m.ID+"/rail", key, nil, nil, http.StatusOK, &after)
	if !after.Unserved || !after.FactsInFlight {
		t.Errorf("after a committed upload with no demand recorded yet the rail reads %+v, want unserved with facts in flight", after)
	}
}
