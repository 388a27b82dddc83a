// Package truth is the shape of a scored matter: its files and the ground
// truth a Brief built from them is measured against (the parties with their
// roles, the dated events with their document and page, the files that must
// end unreadable).
//
// It holds types only, no matter: the scoring library (brief/eval) takes
// matters of this shape as input, and whoever has matters (the sample
// matters, a test, the binary's `brief eval`) hands them in. So no package of
// the product carries sample data by importing the scorer.
package truth

// File is one file of a matter: a PDF or deliberately corrupt bytes.
type File struct {
	Name string
	Data []byte
}

// Party is a ground-truth party: a name and one role from model.Roles. A
// person with two roles is two Party values.
type Party struct {
	Name string
	Role string
}

// Event is a ground-truth dated event: the ISO date and where it is written.
type Event struct {
	Date string // YYYY-MM-DD
	File string
	Page int
}

// Figures are a matter's scores as counts, as recorded when it was first
// scored.
type Figures struct {
	PartyTruth, PartyFound, PartyCorrect int
	EventTruth, EventHits                int
	Grounded                             float64
}

// Matter is one matter with its files and ground truth.
type Matter struct {
	Name    string // short slug, used as a folder name
	Title   string
	HeldOut bool // in a frozen held-out set
	// FirstSight is a held-out matter's score at first sight, before any
	// rule change was made with it in view.
	FirstSight *Figures
	Files      []File
	Parties    []Party
	Events     []Event
	Unreadable []string // file names that must end unreadable
}
