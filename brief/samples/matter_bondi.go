package samples

import "fmt"

// DEV SET (held out at first sight): a trade mark case in the Federal Court
// of Australia, with a day of the trial transcript. The originating
// application on Form 15 ("Rule 8.01(1)", "No. NSD1187/2024", "District
// Registry:", "Division:", companies with their ACNs, "To the
// Respondent", "Time and date for hearing:", "Signed by an officer acting
// with the authority of the District Registrar", the applicant's "address
// for service", signed by its lawyer); the transcript in the court
// reporters' form (the copyright notice, "JUSTICE HALLORAN", "10.15 AM,
// WEDNESDAY, 5 MARCH 2025", "Continued from 4.3.25", "DAY 2", appearances
// "MR J. DALTON SC appears with MS P. NGUYEN for the applicant", numbered
// lines, "<NAME, AFFIRMED [10.16 am]", "<EXAMINATION-IN-CHIEF BY MR
// DALTON", answers after "---", "<THE WITNESS WITHDREW", "ADJOURNED", the
// page marker ".NSD1187/2024 5.3.25 P-62" as a footer); and the judgment's
// cover sheet and orders ("[2025] FCA 412", "Judgment of: HALLORAN J",
// "Date of hearing: 4-6 March 2025", "Counsel for the Applicant: Mr J Dalton
// SC with Ms P Nguyen", "Solicitor for the Applicant:", "ORDER MADE BY:",
// "DATE OF ORDER:", the note on entry of orders, "HALLORAN J:" opening the
// reasons). An applicant is the petitioner; the judge is named by surname
// only, counsel by initial and surname.
func init() { specs = append(specs, bondi) }

func bondi() matterSpec {
	app := doc{name: "Originating Application NSD1187-2024.pdf", font: "Helvetica", size: 10,
		footer: "Filed on behalf of (name & role of party): Bondi Surf Apparel Pty Ltd, Applicant   Prepared by: Siobhan Carey, Hallett Brandt Lawyers",
		pages: []page{
			{
				ls("Form 15", "Rule 8.01(1)"), gap(),
				cb("Originating application"), gap(),
				ls("No. NSD1187/2024", "", "Federal Court of Australia", "District Registry: New South Wales", "Division: General", ""),
				ls("BONDI SURF APPAREL PTY LTD (ACN 612 418 872)", "Applicant", "", "WAVECREST TRADING PTY LTD (ACN 158 004 417)", "Respondent"),
				gap(),
				l("To the Respondent"),
				p("The Applicant applies for the relief set out in this application. The Court will hear this application, or make orders for the conduct of the proceeding, at the time and place stated below. If you or your lawyer do not attend, then the Court may make orders in your absence."),
				ls("Time and date for hearing:   9.30 am, 15 October 2024", "Place:   Law Courts Building, Queens Square, Sydney NSW 2000", "",
					"Date: 20 September 2024", "", "Signed by an officer acting with the authority of the District Registrar"),
			},
			{
				cb("Details of claim"),
				p("On the grounds stated in the accompanying statement of claim, the Applicant claims:"),
				p("1. A declaration that the Respondent has infringed Australian Trade Mark No. 1874412 (SALTWATER BONDI) by selling swimwear under the sign SALTWATER BAY since about 1 March 2024."),
				p("2. An injunction, delivery up, and damages or an account of profits at the Applicant's election, with additional damages under s 126(2) of the Trade Marks Act 1995 (Cth)."),
				ls("Applicant's address", "The Applicant's address for service is:", "Place: Hallett Brandt Lawyers, Level 30, 88 Phillip Street, Sydney NSW 2000", "Email: scarey@hallettbrandt.com.au", "",
					"Service on the Respondent", "It is intended to serve this application on the Respondent.", "",
					"Date: 19 September 2024", "", "Signed by Siobhan Carey", "Lawyer for the Applicant"),
			},
		}}

	num := func(start int, lines ...string) block {
		out := make([]string, len(lines))
		for i, s := range lines {
			out[i] = fmt.Sprintf("%-4d%s", start+i, s)
		}
		return ls(out...)
	}
	transcript := doc{name: "Transcript Day 2 - 5 March 2025.pdf", font: "Courier", size: 9.5,
		footer: ".NSD1187/2024 5.3.25                          P-%d                    (c)Commonwealth of Australia",
		pages: []page{
			{
				cb("TRANSCRIPT OF PROCEEDINGS"),
				small(p("Copyright in this transcript is vested in the Commonwealth of Australia. Apart from any use permitted under the Copyright Act 1968 you are not permitted to reproduce, adapt, re-transmit or distribute the transcript material in any form or by any means without seeking prior written approval."), 8),
				cb("FEDERAL COURT OF AUSTRALIA"), gap(), cb("JUSTICE HALLORAN"), gap(),
				ls("NSD 1187 of 2024", "", "BONDI SURF APPAREL PTY LTD", "and", "WAVECREST TRADING PTY LTD", "", "SYDNEY", "", "10.15 AM, WEDNESDAY, 5 MARCH 2025", "", "Continued from 4.3.25", "", "DAY 2"),
				gap(),
				num(1, "MR J. DALTON SC appears with MS P. NGUYEN for the applicant",
					"MR S. KARALIS appears for the respondent",
					"",
					"HIS HONOUR: Yes, Mr Dalton.",
					"",
					"MR DALTON: Your Honour, I call Ms Ortiz.",
					"",
					"<LENA MARIA ORTIZ, AFFIRMED                                  [10.16 am]",
					"",
					"<EXAMINATION-IN-CHIEF BY MR DALTON"),
			},
			{
				num(11, "MR DALTON: Ms Ortiz, would you state your full name and business address?---",
					"Lena Maria Ortiz, 12 Campbell Parade, Bondi Beach.",
					"And you're a director of the applicant?---Yes, since I founded it in 2016.",
					"When did you first see the respondent's SALTWATER BAY swimwear?---On 9 March",
					"2024, at a market stall in Manly. I bought two pieces. A customer had asked us",
					"the week before whether we had a Manly shop.",
					"",
					"<CROSS-EXAMINATION BY MR KARALIS                            [10.31 am]",
					"",
					"MR KARALIS: Ms Ortiz, your mark was registered on 14 August 2017?---That's right.",
					"And there are other \"saltwater\" brands on the market?---Not for swimwear.",
					"",
					"<THE WITNESS WITHDREW                                       [10.52 am]",
					"",
					"MR KARALIS: I call Mr Kostas.",
					"",
					"<DEAN PAUL KOSTAS, SWORN                                    [10.54 am]",
					"",
					"<EXAMINATION-IN-CHIEF BY MR KARALIS",
					"",
					"MR KARALIS: Mr Kostas, you are the managing director of the respondent?---I am.",
					"When did the respondent choose the name SALTWATER BAY?---In November 2023. It",
					"is the name of the beach near our Port Macquarie warehouse.",
					"",
					"<THE WITNESS WITHDREW                                       [12.40 pm]",
					"",
					"HIS HONOUR: We'll adjourn until 10.15 tomorrow.",
					"",
					"MATTER ADJOURNED at 4.15 pm UNTIL THURSDAY, 6 MARCH 2025"),
			},
		}}

	judgment := doc{name: "Judgment [2025] FCA 412.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("FEDERAL COURT OF AUSTRALIA"), gap(),
				cb("Bondi Surf Apparel Pty Ltd v Wavecrest Trading Pty Ltd [2025] FCA 412"), gap(),
				ls("File number:                    NSD 1187 of 2024", "",
					"Judgment of:                    HALLORAN J", "",
					"Date of judgment:               23 May 2025", "",
					"Catchwords:                     TRADE MARKS - infringement - deceptive similarity",
					"                                - SALTWATER BONDI and SALTWATER BAY for swimwear", "",
					"Legislation:                    Trade Marks Act 1995 (Cth) ss 10, 120, 126", "",
					"Date of hearing:                4-6 March 2025", "",
					"Counsel for the Applicant:      Mr J Dalton SC with Ms P Nguyen",
					"Solicitor for the Applicant:    Hallett Brandt Lawyers",
					"Counsel for the Respondent:     Mr S Karalis",
					"Solicitor for the Respondent:   Mercer Vale Legal"),
			},
			{
				cb("ORDERS"), gap(),
				ls("NSD 1187 of 2024", "", "BETWEEN:    BONDI SURF APPAREL PTY LTD (ACN 612 418 872)", "            Applicant", "AND:        WAVECREST TRADING PTY LTD (ACN 158 004 417)", "            Respondent", "",
					"ORDER MADE BY:     HALLORAN J", "DATE OF ORDER:     23 May 2025"),
				gap(),
				l("THE COURT ORDERS THAT:"),
				p("1. The Respondent, by itself, its officers, servants or agents, be restrained from using the sign SALTWATER BAY in connection with swimwear."),
				p("2. The proceeding be listed for a case management hearing on 20 June 2025 on the question of pecuniary relief."),
				small(p("Note: Entry of orders is dealt with in Rule 39.32 of the Federal Court Rules 2011."), 9), gap(),
				cb("REASONS FOR JUDGMENT"),
				l("HALLORAN J:"),
				p("1 The applicant has sold swimwear under the registered mark SALTWATER BONDI since 2017. From about 1 March 2024 the respondent sold swimwear as SALTWATER BAY. Ms Ortiz's evidence of a customer's question about a Manly shop, which I accept, is some evidence of actual confusion. For the reasons that follow, the marks are deceptively similar and the claim of infringement succeeds."),
			},
		}}

	return matterSpec{
		name: "bondi-surf-v-wavecrest", title: "Bondi Surf Apparel Pty Ltd v. Wavecrest Trading Pty Ltd ([2025] FCA 412, NSD 1187 of 2024)", heldOut: true,
		firstSight: &Figures{PartyTruth: 9, PartyFound: 7, PartyCorrect: 5, EventTruth: 15, EventHits: 14, Grounded: 1}, // at a892983
		docs:       []doc{app, transcript, judgment},
		parties: []Party{
			{"Bondi Surf Apparel Pty Ltd", "petitioner"}, // the applicant
			{"Wavecrest Trading Pty Ltd", "respondent"},
			{"Siobhan Carey", "counsel"},
			{"J Dalton", "counsel"},
			{"P Nguyen", "counsel"},
			{"S Karalis", "counsel"},
			{"Lena Maria Ortiz", "witness"},
			{"Dean Paul Kostas", "witness"},
			{"Halloran", "judge"},
		},
		events: []Event{
			{"2024-10-15", "Originating Application NSD1187-2024.pdf", 1},
			{"2024-09-20", "Originating Application NSD1187-2024.pdf", 1},
			{"2024-03-01", "Originating Application NSD1187-2024.pdf", 2},
			{"2024-09-19", "Originating Application NSD1187-2024.pdf", 2},
			{"2025-03-05", "Transcript Day 2 - 5 March 2025.pdf", 1},
			{"2025-03-04", "Transcript Day 2 - 5 March 2025.pdf", 1},
			{"2024-03-09", "Transcript Day 2 - 5 March 2025.pdf", 2},
			{"2017-08-14", "Transcript Day 2 - 5 March 2025.pdf", 2},
			{"2025-03-06", "Transcript Day 2 - 5 March 2025.pdf", 2},
			{"2025-05-23", "Judgment [2025] FCA 412.pdf", 1},
			{"2025-03-04", "Judgment [2025] FCA 412.pdf", 1},
			{"2025-03-06", "Judgment [2025] FCA 412.pdf", 1},
			{"2025-05-23", "Judgment [2025] FCA 412.pdf", 2},
			{"2025-06-20", "Judgment [2025] FCA 412.pdf", 2},
			{"2024-03-01", "Judgment [2025] FCA 412.pdf", 2},
		},
	}
}
