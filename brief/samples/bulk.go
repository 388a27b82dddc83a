package samples

import (
	"fmt"
	"math/rand/v2"
)

var (
	bulkPeople = []string{"Avery Chen", "Jordan Blake", "Priya Natarajan", "Samuel Osei", "Lucia Ferraro", "Dmitri Volkov", "Hannah Brooks", "Kwame Mensah"}
	bulkOrgs   = []string{"Northgate Capital LLC", "Ridgeview Medical Group, Inc.", "Pellucid Software Corp.", "Tidewater Insurance Company", "Marlow & Finch LLP"}
	bulkMonths = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	bulkVerbs  = []string{"alleges that", "states that", "admits that", "denies that", "contends that"}
	bulkFacts  = []string{
		"the parties exchanged drafts of the amended services schedule",
		"the invoice was delivered to the accounts payable department",
		"the shipment left the warehouse without the required inspection",
		"the board approved the settlement authority in executive session",
		"counsel met and conferred about the scope of the document requests",
		"the notice of default was sent by certified mail",
	}
)

// BulkPDF generates a text-heavy litigation document of n pages (numbered
// paragraphs, dates in several forms, names), deterministic for a seed. It
// feeds the benchmarks: 500 pages for extraction speed, a 20-document,
// 400-page matter for the build.
func BulkPDF(n int, seed uint64) ([]byte, error) {
	rng := rand.New(rand.NewPCG(seed, 7))
	d := doc{name: fmt.Sprintf("bulk-%d.pdf", seed), font: "Times", size: 11,
		header: fmt.Sprintf("Case 2:24-cv-%05d   Document %d   Filed 04/%02d/24   Page %%d of %%t", seed%90000, seed%200, 1+seed%28)}
	para := 1
	for i := 0; i < n; i++ {
		var pg page
		if i == 0 {
			plaintiff, defendant := bulkOrgs[rng.IntN(len(bulkOrgs))], bulkPeople[rng.IntN(len(bulkPeople))]
			pg = append(pg, cb("UNITED STATES DISTRICT COURT"), cb("CENTRAL DISTRICT OF CALIFORNIA"), gap(),
				caption(")", []string{plaintiff + ",", "        Plaintiff,", "   v.", defendant + ",", "        Defendant."}, []string{"Case No. 2:24-cv-01234", "", "FIRST AMENDED COMPLAINT"}), gap())
		}
		for k := 0; k < 9; k++ {
			m := rng.IntN(12)
			day := 1 + rng.IntN(28)
			year := 2019 + rng.IntN(5)
			var date string
			switch rng.IntN(4) {
			case 0:
				date = fmt.Sprintf("%s %d, %d", bulkMonths[m], day, year)
			case 1:
				date = fmt.Sprintf("%02d/%02d/%d", m+1, day, year)
			case 2:
				date = fmt.Sprintf("%d %s %d", day, bulkMonths[m], year)
			default:
				date = fmt.Sprintf("%d-%02d-%02d", year, m+1, day)
			}
			who := bulkPeople[rng.IntN(len(bulkPeople))]
			org := bulkOrgs[rng.IntN(len(bulkOrgs))]
			pg = append(pg, p(fmt.Sprintf("%d. %s %s on %s %s, and that %s of %s was informed of it the same week.",
				para, who, bulkVerbs[rng.IntN(len(bulkVerbs))], date, bulkFacts[rng.IntN(len(bulkFacts))], who, org)))
			para++
		}
		d.pages = append(d.pages, pg)
	}
	return d.render()
}
