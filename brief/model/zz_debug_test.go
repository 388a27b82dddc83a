package model

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDumpSegs(t *testing.T) {
	p := os.Getenv("ZZ_TEXT")
	if p == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(p)
	for pi, pg := range strings.Split(string(b), "\f") {
		v := viewPage(0, pi+1, pg)
		for k, s := range v.segs {
			if s.blank {
				continue
			}
			fmt.Printf("p%d s%d line%d col%d right=%v after=%v |%s|\n", pi+1, k, s.line, s.col, s.right, s.after, s.text)
		}
	}
}

func TestZZParties(t *testing.T) {
	p := os.Getenv("ZZ_PARTIES")
	if p == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(p)
	got := partiesOf(t, strings.Split(string(b), "\f")...)
	for k := range got {
		fmt.Println("GOT", k)
	}
}
