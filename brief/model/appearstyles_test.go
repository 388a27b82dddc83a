package model

import "testing"

// TestAppearanceStyles: lawyers named in the ways orders, notices and
// awards across systems name them: a US order's "Attorney X appeared
// for", a notice of appearance, a "Representing the Claimant:" line, a
// lawyer's label over a bare name, "(X, of counsel)" after the firm; a
// firm under "Solicitors for the Plaintiff" is no client, and an
// officer's post before the body it serves is no part of its name.
func TestAppearanceStyles(t *testing.T) {
	runGeneral(t, []generalCase{
		{name: "attorney appeared", text: "ORDER\nThis matter came before the Court on Defendant's motion. Attorney Megan F. Sorensen appeared for Plaintiff, and Attorney Luis Carvajal appeared for Defendant.",
			want: []string{"Megan F. Sorensen/counsel", "Luis Carvajal/counsel"}},
		{name: "notice of appearance", text: "NOTICE OF APPEARANCE\nPLEASE TAKE NOTICE that Harriet P. Langford of Langford Ames LLP hereby appears as counsel for Defendant Acme Widgets, Inc.",
			want: []string{"Harriet P. Langford/counsel"}},
		{name: "enters appearance", text: "ENTRY OF APPEARANCE\nDaniel Okoye, Esq. hereby enters his appearance on behalf of the Respondent.",
			want: []string{"Daniel Okoye/counsel"}},
		{name: "representing label", text: "FINAL AWARD\nRepresenting the Claimant: Mr. Farid Haddad, Haddad & Partners\nRepresenting the Respondent: Ms. Ingrid Solberg, Solberg Advokatfirma AS",
			want: []string{"Farid Haddad/counsel", "Ingrid Solberg/counsel"}, never: []string{"Haddad & Partners/counsel"}},
		{name: "counsel label over a name", text: "PETITION FOR REVIEW\nCounsel for Petitioner:\nElena Marchetti\nMarchetti Immigration Law\n200 Pine Street",
			want: []string{"Elena Marchetti/counsel"}},
		{name: "instructed firm on the label's line", text: "ORDER\nCounsel for the plaintiff: Mr Cathal Brosnan SC, instructed by Garvan Dalaigh & Co. Solicitors",
			want: []string{"Cathal Brosnan/counsel"}, never: []string{"Garvan Dalaigh/counsel"}},
		{name: "of counsel in brackets", text: "COMPLAINT\nPlaintiff, by her attorneys, Fenwick Roe LLP (Amanda J. Roe, of counsel), alleges as follows:",
			want: []string{"Amanda J. Roe/counsel"}},
		{name: "firm under solicitors heading", text: "STATEMENT OF CLAIM\nSolicitors for the Plaintiff\nBarrow & Finch Solicitors\n(Ref: AJB/0412)",
			never: []string{"Barrow & Finch Solicitors/plaintiff"}},
		{name: "officer's post", text: "VERIFICATION\nI, Gordon P. Ellis, am the President of Ellis Freight, Inc., the Plaintiff herein. I have read the foregoing Complaint and know the contents thereof.",
			want: []string{"Gordon P. Ellis/declarant", "Ellis Freight, Inc./plaintiff"}, never: []string{"President of Ellis Freight, Inc./plaintiff"}},
		{name: "per judge", text: "JUDGMENT\nPer: Bhatt J.\n1. This appeal arises from a decree.",
			want: []string{"Bhatt/judge"}},
		{name: "additional district judge", text: "ORDER\n(RAJESH KUMAR MEHRA)\nADDITIONAL DISTRICT JUDGE-04\nSOUTH, SAKET COURTS",
			want: []string{"Rajesh Kumar Mehra/judge"}},
	})
}
