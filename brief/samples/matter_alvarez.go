package samples

// Written as a held-out matter (HELDOUT.md has its first score; it is now
// held to the full aims): a federal appeal
// decided by a published opinion. The opinion's front matter lists the
// panel ("Before: A, B, and C, Circuit Judges.") and the author ("Opinion by
// Judge B"), the district judge below ("Hon. X, District Judge,
// Presiding"), and counsel as "Name (argued), Firm, City, State, for
// Plaintiff-Appellant."; dates as "Argued and Submitted March 3, 2021" and
// "Filed August 9, 2021"; plus the notice of appeal's certificate of
// service and an email chain with "-----Original Message-----" and "On ...,
// Name <address> wrote:" lines.
func init() { specs = append(specs, alvarez) }

func alvarez() matterSpec {
	opinion := doc{name: "Opinion 20-35511.pdf", font: "Times", size: 11,
		pages: []page{
			{
				cb("FOR PUBLICATION"), gap(),
				cb("UNITED STATES COURT OF APPEALS"), cb("FOR THE NINTH CIRCUIT"), gap(),
				caption("", []string{"MARISOL ALVAREZ,", "          Plaintiff-Appellant,", "", "     v.", "", "CASCADE MUTUAL INSURANCE", "COMPANY,", "          Defendant-Appellee."}, []string{"No. 20-35511", "", "D.C. No.", "3:19-cv-01877-KMW", "", "OPINION"}),
				gap(),
				c("Appeal from the United States District Court"), c("for the District of Oregon"), c("Karen M. Whitlock, District Judge, Presiding"), gap(),
				c("Argued and Submitted March 3, 2021"), c("Portland, Oregon"), gap(),
				c("Filed August 9, 2021"), gap(),
				c("Before: Ronald M. Gould, Sandra S. Ikuta, and Danielle J. Forrest, Circuit Judges."), gap(),
				c("Opinion by Judge Ikuta"),
			},
			{
				cb("COUNSEL"),
				p("Benjamin T. Ostrander (argued), Ostrander Law PC, Portland, Oregon, for Plaintiff-Appellant."),
				p("Helen K. Marsh (argued) and Victor Lindqvist, Marsh Lindqvist LLP, Seattle, Washington, for Defendant-Appellee."),
				cb("OPINION"),
				cb("IKUTA, Circuit Judge:"),
				p("Marisol Alvarez's house in Medford burned on September 8, 2020. Cascade Mutual denied her claim on 11/20/2020 because she had not paid the premium due on August 1, 2020. We hold that Oregon law required Cascade to give ten days' written notice of cancellation, which it did not do, and we reverse."),
			},
		}}

	notice := doc{name: "Notice of Appeal.pdf", font: "Helvetica", size: 11,
		pages: []page{
			{
				cb("UNITED STATES DISTRICT COURT"), cb("DISTRICT OF OREGON"), gap(),
				caption("", []string{"MARISOL ALVAREZ,", "          Plaintiff,", "     v.", "CASCADE MUTUAL INSURANCE COMPANY,", "          Defendant."}, []string{"Case No. 3:19-cv-01877-KMW", "", "NOTICE OF APPEAL"}),
				gap(),
				p("Notice is hereby given that Plaintiff Marisol Alvarez appeals to the United States Court of Appeals for the Ninth Circuit from the judgment entered on June 12, 2020."),
				ls("DATED: July 2, 2020.", "", "OSTRANDER LAW PC", "s/ Benjamin T. Ostrander", "Benjamin T. Ostrander, OSB No. 094417", "Of Attorneys for Plaintiff"),
			},
			{
				cb("CERTIFICATE OF SERVICE"),
				p("I hereby certify that on July 2, 2020, I served the foregoing NOTICE OF APPEAL on counsel of record for Defendant, Helen K. Marsh, by the Court's CM/ECF system."),
				ls("s/ Benjamin T. Ostrander", "Benjamin T. Ostrander"),
			},
		}}

	emails := doc{name: "Emails Alvarez - Cascade.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("From: Marisol Alvarez <marisol.alvarez@fastmail.com>", "Sent: Tuesday, October 6, 2020 8:15 AM", "To: claims@cascademutual.com", "Cc: Dennis Okafor <dokafor@cascademutual.com>", "Subject: RE: Claim 88-40921 - 2215 Ross Lane"),
			gap(),
			p("Mr. Okafor, I never received any notice that my policy was cancelled. The premium was paid on 9/14/2020, less than a week after the fire, and you cashed the check."),
			gap(),
			ls("-----Original Message-----", "From: Dennis Okafor <dokafor@cascademutual.com>", "Sent: Monday, October 5, 2020 4:47 PM", "To: Marisol Alvarez <marisol.alvarez@fastmail.com>", "Subject: Claim 88-40921 - 2215 Ross Lane"),
			gap(),
			p("Ms. Alvarez, our records show the policy lapsed for non-payment before the loss. A formal letter will follow."),
			gap(),
			l("On Fri, Oct 2, 2020 at 11:02 AM Marisol Alvarez <marisol.alvarez@fastmail.com> wrote:"),
			p("> Please confirm that my claim has been assigned to an adjuster."),
		}}}

	return matterSpec{
		name: "alvarez-v-cascade", title: "Alvarez v. Cascade Mutual Insurance Co. (9th Cir.)", heldOut: false,
		docs: []doc{opinion, notice, emails},
		parties: []Party{
			{"Marisol Alvarez", "appellant"},
			{"Cascade Mutual Insurance Company", "appellee"},
			{"Marisol Alvarez", "plaintiff"},
			{"Cascade Mutual Insurance Company", "defendant"},
			{"Karen M. Whitlock", "judge"},
			{"Ronald M. Gould", "judge"},
			{"Sandra S. Ikuta", "judge"},
			{"Danielle J. Forrest", "judge"},
			{"Benjamin T. Ostrander", "counsel"},
			{"Helen K. Marsh", "counsel"},
			{"Victor Lindqvist", "counsel"},
			{"Marisol Alvarez", "sender"},
			{"Dennis Okafor", "recipient"},
			{"Dennis Okafor", "sender"},
			{"Marisol Alvarez", "recipient"},
		},
		events: []Event{
			{"2021-03-03", "Opinion 20-35511.pdf", 1},
			{"2021-08-09", "Opinion 20-35511.pdf", 1},
			{"2020-09-08", "Opinion 20-35511.pdf", 2},
			{"2020-11-20", "Opinion 20-35511.pdf", 2},
			{"2020-08-01", "Opinion 20-35511.pdf", 2},
			{"2020-06-12", "Notice of Appeal.pdf", 1},
			{"2020-07-02", "Notice of Appeal.pdf", 1},
			{"2020-07-02", "Notice of Appeal.pdf", 2},
			{"2020-10-06", "Emails Alvarez - Cascade.pdf", 1},
			{"2020-09-14", "Emails Alvarez - Cascade.pdf", 1},
			{"2020-10-05", "Emails Alvarez - Cascade.pdf", 1},
			{"2020-10-02", "Emails Alvarez - Cascade.pdf", 1},
		},
	}
}
