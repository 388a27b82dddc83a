package eval

import (
	"context"
	"crypto/sha256"
	"fmt"
	"sync"

	"pramaan/brief"
	"pramaan/brief/model"
	"pramaan/brief/samples"
	"pramaan/record"
)

// extractCache keeps each sample file's extraction per extractor setting, so
// the tests that score the samples several ways extract each file once.
var extractCache sync.Map // key -> Doc

func cachedRead(ex *record.Extractor) func(names []string, data [][]byte) []brief.Doc {
	return func(names []string, data [][]byte) []brief.Doc {
		docs := make([]brief.Doc, len(names))
		var missN []string
		var missD [][]byte
		var missI []int
		for i := range names {
			k := fmt.Sprintf("%s|%v|%s|%x", ex.Backend, ex.Layout, names[i], sha256.Sum256(data[i]))
			if d, ok := extractCache.Load(k); ok {
				docs[i] = d.(brief.Doc)
				continue
			}
			missN, missD, missI = append(missN, names[i]), append(missD, data[i]), append(missI, i)
		}
		for j, d := range brief.ReadBytes(context.Background(), ex, missN, missD) {
			i := missI[j]
			docs[i] = d
			extractCache.Store(fmt.Sprintf("%s|%v|%s|%x", ex.Backend, ex.Layout, names[i], sha256.Sum256(data[i])), d)
		}
		return docs
	}
}

// raceStride is how many held-out matters a race-detector run steps over
// for each one it scores. The race detector slows the rules' regular
// expressions some seventeen times and finds nothing in single-threaded
// matching, so a race run reads every tuned matter and a sample of the
// held-out ones, enough to race the concurrent reading and building; `make
// test` then scores every matter again without the detector, where the
// figures are held in full.
func raceStride() int {
	if raceBuild {
		return 6
	}
	return 1
}

// evalCached scores the samples with the rules, reading through the cache.
func evalCached(ex *record.Extractor) ([]Score, []brief.Brief, error) {
	return evalCachedSome(ex, 1)
}

// evalCachedSome scores every tuned matter and every nth held-out one, so
// that a test that reads the samples another way stays within the test
// budget as the held-out set grows; n is 1 for all of them (under the race
// detector, n is multiplied by raceStride).
func evalCachedSome(ex *record.Extractor, n int) ([]Score, []brief.Brief, error) {
	n *= raceStride()
	ms, err := samples.Truths()
	if err != nil {
		return nil, nil, err
	}
	some := ms[:0:0]
	held := 0
	for _, m := range ms {
		if m.HeldOut {
			held++
			if (held-1)%n != 0 {
				continue
			}
		}
		some = append(some, m)
	}
	return mattersRead(context.Background(), cachedRead(ex), model.Rules{}, some)
}
