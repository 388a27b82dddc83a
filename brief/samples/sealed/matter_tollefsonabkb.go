package sealed

import "pramaan/brief/truth"

// An action in the Court of King's Bench of Alberta, Judicial Centre of
// Calgary: ranchers sue a drilling company and its vacuum-truck contractor
// after drilling fluid escaped from a lease site into their pasture and stock
// dugout. Every document opens with Alberta's label table (court file
// number, court, judicial centre, parties in capitals, document, address for
// service and contact information with "Attention:" lines), and the clerk's
// "FILED DIGITALLY" stamp sits top right. The statement of claim on Form 10
// ("NOTICE TO DEFENDANT(S)", "Statement of facts relied on:", "Remedy
// sought:", the twenty-day notice); the drilling company's statement of
// defence on Form 11; the rancher's affidavit sworn before a commissioner
// for oaths (a student-at-law, her commission's expiry); and the consent
// order on access and sampling (the date and place it was pronounced and the
// Justice who made it, "UPON ... AND UPON ...", counsel's consents under
// "APPROVED AS TO FORM AND CONTENT").
func init() { specs = append(specs, tollefsonABKB) }

func tollefsonABKB() spec {
	kv := []float64{0.36, 0.64}
	head := func(docTitle, filer string, extra ...string) []block {
		out := []block{
			row(kv, "COURT FILE NUMBER", "2401-08815"),
			row(kv, "COURT", "COURT OF KING'S BENCH OF ALBERTA"),
			row(kv, "JUDICIAL CENTRE", "CALGARY"),
			row(kv, "PLAINTIFFS", "EVERETT J. TOLLEFSON and MARGUERITE A. TOLLEFSON"),
			row(kv, "DEFENDANTS", "IRONWOOD PRAIRIE DRILLING LTD. and NORTHGATE VAC SERVICES INC."),
			row(kv, "DOCUMENT", docTitle),
		}
		for i := 0; i+1 < len(extra); i += 2 {
			out = append(out, row(kv, extra[i], extra[i+1]))
		}
		out = append(out, row(kv, "ADDRESS FOR SERVICE AND CONTACT INFORMATION OF PARTY FILING THIS DOCUMENT", filer), rule())
		return out
	}
	plaintiffs := "Bramwell Okoro LLP\nBarristers & Solicitors\nSuite 1900, 333 - 7 Avenue SW\nCalgary, Alberta T2P 2Z1\nAttention: Siobhan R. Bramwell-Tait / Adewale O. Okoro\nTelephone: (403) 555-0131\nFile No. 24-0277"
	ironwood := "Lachance Whitford LLP\n2400, 525 - 8 Avenue SW\nCalgary, Alberta T2P 1G1\nAttention: Marc-André Lachance / Priya N. Deol\nTelephone: (403) 555-0175\nFile No. IPD-1193"

	claim := doc{name: "Statement of Claim.pdf", font: "Helvetica", size: 10,
		footer: "Form 10  [Rule 3.25]", footerAlign: "L",
		pages: []page{
			with([]block{stamp("FILED DIGITALLY", "2401 08815", "May 14, 2024", "4:12 PM", "CLERK OF THE COURT")}, []block{gap(), gap(), gap()}, head("STATEMENT OF CLAIM", plaintiffs), []block{
				cb("NOTICE TO DEFENDANT(S)"),
				p("You are being sued. You are a defendant. Go to the end of this document to see what you can do and when you must do it."),
				lb("Statement of facts relied on:"),
				p("1. The Plaintiffs, Everett J. Tollefson and Marguerite A. Tollefson, are ranchers residing in the County of Vulcan, Alberta, and the registered owners of the NW 1/4 of Section 14, Township 16, Range 24, West of the 4th Meridian (the \"Ranch Quarter\"), on which they graze a cow-calf herd."),
				p("2. The Defendant Ironwood Prairie Drilling Ltd. (\"Ironwood\") is an Alberta corporation that drilled a well on a lease site adjoining the Ranch Quarter to the north (the \"Lease Site\")."),
				p("3. The Defendant Northgate Vac Services Inc. (\"Northgate\") is an Alberta corporation that Ironwood engaged to haul drilling fluid and cuttings from the Lease Site."),
				p("4. On or about October 3, 2023, while Northgate was loading drilling fluid at the Lease Site, a hose coupling failed and an estimated 28 cubic metres of water-based drilling fluid escaped, crossed the lease berm, and entered the Ranch Quarter and the Plaintiffs' stock dugout. The release was reported to the Alberta Energy Regulator on October 4, 2023."),
				p("5. The Plaintiffs moved their herd off the Ranch Quarter on October 5, 2023 and have not been able to return it. Three cows aborted in the weeks that followed."),
			}),
			{
				p("6. The Defendants, and each of them, were negligent in that they failed to inspect and maintain the hose and coupling, failed to supervise the loading, failed to maintain an adequate berm, and failed to contain and recover the release promptly. The Plaintiffs also rely on the rule in Rylands v. Fletcher and on nuisance and trespass."),
				p("7. Ironwood has refused the Plaintiffs' requests of December 12, 2023 and February 20, 2024 for the results of its post-release soil and water sampling."),
				lb("Remedy sought:"),
				p("8. The Plaintiffs claim against the Defendants, jointly and severally: (a) general damages for loss of use of the Ranch Quarter and the dugout; (b) special damages, including replacement pasture, trucked water, veterinary costs and the loss of calves, in an amount to be proven at trial, presently estimated at $486,000; (c) the cost of remediation; (d) an order for access and joint sampling; (e) interest under the Judgment Interest Act; and (f) costs."),
				gap(),
				cb("NOTICE TO THE DEFENDANT(S)"),
				p("You only have a short time to do something to defend yourself against this claim: 20 days if you are served in Alberta; 1 month if you are served outside Alberta but in Canada; 2 months if you are served outside Canada."),
				p("You can respond by filing a statement of defence or a demand for notice in the office of the clerk of the Court of King's Bench at Calgary, Alberta, AND serving your statement of defence or a demand for notice on the plaintiffs' address for service."),
				lb("WARNING"),
				p("If you do not file and serve a statement of defence or a demand for notice within your time period, you risk losing the law action automatically. If you do not file, or do not serve, or are late in doing either of these things, a court may give a judgment to the plaintiffs against you."),
			},
		}}

	defence := doc{name: "Statement of Defence (Ironwood).pdf", font: "Helvetica", size: 10,
		footer: "Form 11  [Rule 3.31]", footerAlign: "L",
		pages: []page{
			with([]block{stamp("FILED DIGITALLY", "2401 08815", "Jun 27, 2024", "10:48 AM", "CLERK OF THE COURT")}, []block{gap(), gap(), gap()}, head("STATEMENT OF DEFENCE OF THE DEFENDANT IRONWOOD PRAIRIE DRILLING LTD.", ironwood), []block{
				lb("Statement of facts relied on:"),
				p("1. Except as expressly admitted, the Defendant Ironwood Prairie Drilling Ltd. (\"Ironwood\") denies the allegations in the Statement of Claim and puts the Plaintiffs to the strict proof thereof."),
				p("2. Ironwood admits paragraphs 2 and 3 and admits that a release of water-based drilling fluid occurred at the Lease Site on October 3, 2023. Ironwood denies that the volume was 28 cubic metres; its field report records 11 cubic metres, of which 9 were recovered the same day."),
				p("3. The hose and coupling that failed were owned, supplied and operated by Northgate Vac Services Inc., an independent contractor, which was solely responsible for their condition. Ironwood relies on the indemnity in its Master Service Agreement with Northgate dated January 9, 2023."),
				p("4. Water-based drilling fluid of the kind released is not toxic to cattle at the concentrations found. The Plaintiffs' herd was removed as a precaution and could have returned by November 2023."),
				p("5. The Plaintiffs failed to mitigate their loss, and the limitation of the Surface Lease dated June 2, 2021 applies to any claim for loss of use of the lands it covers."),
				lb("Remedy sought:"),
				p("6. Ironwood asks that the action against it be dismissed with costs, or in the alternative for contribution and indemnity from Northgate under the Tort-feasors Act, to be claimed by third party notice."),
			}),
		}}

	aff := doc{name: "Affidavit of Everett J. Tollefson.pdf", font: "Helvetica", size: 10,
		pages: []page{
			with([]block{stamp("FILED DIGITALLY", "2401 08815", "Sep 10, 2024", "9:02 AM", "CLERK OF THE COURT")}, []block{gap(), gap(), gap()}, head("AFFIDAVIT OF EVERETT J. TOLLEFSON\nSworn on September 9, 2024", plaintiffs), []block{
				p("I, Everett J. Tollefson, of the County of Vulcan, in the Province of Alberta, Rancher, SWEAR AND SAY THAT:"),
				p("1. I am one of the Plaintiffs and have personal knowledge of the matters in this affidavit, except where stated to be on information and belief, in which case I believe them to be true."),
				p("2. I was at the Ranch Quarter on the afternoon of October 3, 2023 and saw grey fluid running across the north fence line toward the dugout. I telephoned the Ironwood site supervisor, who arrived about forty minutes later."),
				p("3. On June 18, 2024, Coulee Environmental Ltd., which we retained, took soil samples along our side of the fence line. Its report of July 22, 2024 records chloride and sodium levels in the upper 30 centimetres well above the Alberta Tier 1 guidelines in the area marked on the sketch attached as Exhibit \"A\"."),
				p("4. Coulee Environmental Ltd. advises me, and I believe, that sampling on the Lease Site itself, where the fluid was released, is needed to delineate the plume, and that the dugout should be sampled before freeze-up."),
				p("5. By letter dated August 6, 2024, our lawyers asked Ironwood to permit joint sampling on the Lease Site. Ironwood has not agreed."),
				p("6. I swear this affidavit in support of the Plaintiffs' application for an order for access and sampling, and for no improper purpose."),
			}),
			{
				row([]float64{0.5, 0.5}, "SWORN BEFORE ME at Calgary, Alberta,\nthis 9th day of September, 2024.\n\n\n______________________________\nA Commissioner for Oaths in and for\nthe Province of Alberta\nDana K. Whitlock-Ferris\nStudent-at-Law\nMy commission expires March 31, 2026", "\n\n\n\n/s/ Everett J. Tollefson\n______________________________\nEVERETT J. TOLLEFSON"),
			},
		}}

	order := doc{name: "Consent Order (Access and Sampling).pdf", font: "Helvetica", size: 10,
		pages: []page{
			with([]block{stamp("FILED", "2401 08815", "Sep 24, 2024", "CLERK OF THE COURT")}, []block{gap(), gap(), gap()}, head("CONSENT ORDER (Access and Sampling)", plaintiffs,
				"DATE ON WHICH ORDER WAS PRONOUNCED", "September 24, 2024",
				"LOCATION WHERE ORDER WAS PRONOUNCED", "Calgary Courts Centre, Calgary, Alberta",
				"NAME OF JUSTICE WHO MADE THIS ORDER", "The Honourable Justice Corinne M. Fairweather-Lund"), []block{
				p("UPON the application of the Plaintiffs; AND UPON reading the Affidavit of Everett J. Tollefson sworn September 9, 2024; AND UPON noting the consent of counsel for all parties, as shown below; IT IS HEREBY ORDERED THAT:"),
				p("1. Ironwood Prairie Drilling Ltd. shall permit the Plaintiffs' consultant, Coulee Environmental Ltd., to enter the Lease Site on October 8, 2024, or such other date before October 31, 2024 as counsel agree, to take soil and water samples at the locations shown on Schedule \"A\"."),
				p("2. The Defendants' consultants may attend and take split samples. All laboratory results shall be exchanged among counsel within seven days of receipt."),
				p("3. The costs of this application shall be costs in the cause."),
				gap(),
				ls("                                        /s/ C. M. Fairweather-Lund", "                                        ________________________________", "                                        Justice of the Court of King's Bench of Alberta"),
			}),
			{
				lb("APPROVED AS TO FORM AND CONTENT AND CONSENTED TO BY:"), gap(),
				row([]float64{0.5, 0.5}, "BRAMWELL OKORO LLP\n\nPer: /s/ Siobhan R. Bramwell-Tait\nSiobhan R. Bramwell-Tait\nCounsel for the Plaintiffs", "LACHANCE WHITFORD LLP\n\nPer: /s/ Priya N. Deol\nPriya N. Deol\nCounsel for the Defendant\nIronwood Prairie Drilling Ltd."),
				gap(), gap(),
				row([]float64{0.5, 0.5}, "DUNMORE REYES LLP\n\nPer: /s/ Keturah L. Dunmore\nKeturah L. Dunmore\nCounsel for the Defendant\nNorthgate Vac Services Inc.", ""),
			},
		}}

	const (
		fc = "Statement of Claim.pdf"
		fd = "Statement of Defence (Ironwood).pdf"
		fa = "Affidavit of Everett J. Tollefson.pdf"
		fo = "Consent Order (Access and Sampling).pdf"
	)
	return spec{
		name:       "tollefson-v-ironwood-prairie-drilling-abkb",
		title:      "Tollefson v. Ironwood Prairie Drilling Ltd. (Alta. K.B., Calgary, 2401-08815), drilling fluid release onto ranch land",
		firstSight: &truth.Figures{PartyTruth: 11, PartyFound: 13, PartyCorrect: 9, EventTruth: 21, EventHits: 21, Grounded: 1}, // at commit 574488e
		docs:       []doc{claim, defence, aff, order},
		parties: []truth.Party{
			{Name: "Everett J. Tollefson", Role: "plaintiff"},
			{Name: "Everett J. Tollefson", Role: "declarant"},
			{Name: "Marguerite A. Tollefson", Role: "plaintiff"},
			{Name: "Ironwood Prairie Drilling Ltd.", Role: "defendant"},
			{Name: "Northgate Vac Services Inc.", Role: "defendant"},
			{Name: "Siobhan R. Bramwell-Tait", Role: "counsel"},
			{Name: "Adewale O. Okoro", Role: "counsel"},
			{Name: "Marc-André Lachance", Role: "counsel"},
			{Name: "Priya N. Deol", Role: "counsel"},
			{Name: "Keturah L. Dunmore", Role: "counsel"},
			{Name: "Corinne M. Fairweather-Lund", Role: "judge"},
		},
		events: []truth.Event{
			{Date: "2024-05-14", File: fc, Page: 1}, // the clerk's stamp
			{Date: "2023-10-03", File: fc, Page: 1},
			{Date: "2023-10-04", File: fc, Page: 1},
			{Date: "2023-10-05", File: fc, Page: 1},
			{Date: "2023-12-12", File: fc, Page: 2},
			{Date: "2024-02-20", File: fc, Page: 2},
			{Date: "2024-06-27", File: fd, Page: 1}, // the clerk's stamp
			{Date: "2023-10-03", File: fd, Page: 1},
			{Date: "2023-01-09", File: fd, Page: 1},
			{Date: "2021-06-02", File: fd, Page: 1},
			{Date: "2024-09-10", File: fa, Page: 1}, // the clerk's stamp
			{Date: "2024-09-09", File: fa, Page: 1},
			{Date: "2023-10-03", File: fa, Page: 1},
			{Date: "2024-06-18", File: fa, Page: 1},
			{Date: "2024-07-22", File: fa, Page: 1},
			{Date: "2024-08-06", File: fa, Page: 1},
			{Date: "2024-09-09", File: fa, Page: 2}, // the jurat (the commission's expiry is not an event)
			{Date: "2024-09-24", File: fo, Page: 1},
			{Date: "2024-09-09", File: fo, Page: 1},
			{Date: "2024-10-08", File: fo, Page: 1},
			{Date: "2024-10-31", File: fo, Page: 1},
		},
	}
}
