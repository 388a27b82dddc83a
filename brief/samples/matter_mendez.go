package samples

// The third held-out matter, written after the fixes from the two earlier
// ones. Its first score (parties recall 0.70, precision 1.00; dated events
// 1.00; grounded 1.00; unreadable 1/1) led to general rules (labelled form
// parties "Buyer: X", "OF:" titles, form labels printed as a column apart
// from their values); it is no longer held out. A Florida circuit court car-fraud case: "Plaintiff,
// NAME" pleading style, an underscore-ruled caption, a retail installment
// contract with labelled parties, a deposition cover page with "DEPOSITION
// OF:" and "On behalf of" appearances, an email without addresses, an order
// "DONE AND ORDERED ... this 21st day of June, 2023", and an empty file.
func init() { specs = append(specs, mendez) }

func mendez() matterSpec {
	court := []block{cb("IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT"), cb("IN AND FOR MIAMI-DADE COUNTY, FLORIDA"), gap(), r("CASE NO.: 2023-004417-CA-01"), gap()}
	capt := ls("JORGE MENDEZ,", "", "        Plaintiff,", "", "vs.", "", "SUNCOAST AUTO GROUP, LLC, a Florida", "limited liability company,", "", "        Defendant.", "_______________________________________/")
	complaint := doc{name: "Complaint.pdf", font: "Times", size: 12,
		footer: "Page %d of %t",
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("COMPLAINT AND DEMAND FOR JURY TRIAL"), gap(),
				p("Plaintiff, JORGE MENDEZ (\"Plaintiff\" or \"Mr. Mendez\"), by and through undersigned counsel, sues Defendant, SUNCOAST AUTO GROUP, LLC (\"Suncoast\"), and alleges:"),
				p("1. This is an action for damages that exceed $50,000 under Florida's Deceptive and Unfair Trade Practices Act."),
				p("2. On or about November 18, 2022, Plaintiff purchased a used 2019 Toyota Tacoma from Suncoast for $41,250. The odometer disclosure statement dated 11/18/2022 represented that the truck had never sustained structural damage."),
			),
			{
				p("3. Suncoast knew that the truck's frame had been repaired: the auction condition report it received before the sale said so."),
				p("4. On January 9, 2023, a body shop inspecting the truck found welded frame rails, and a vehicle history report obtained the same day listed a 2021 collision."),
				p("5. Suncoast refused to rescind the sale."),
				cb("COUNT I - FDUTPA"),
				p("6. Suncoast's misrepresentation was a deceptive act in trade or commerce, and Plaintiff suffered actual damages."),
				p("WHEREFORE, Plaintiff demands judgment for actual damages, attorney's fees and costs, and demands a trial by jury."),
				ls("Dated: March 2, 2023.", "", "Respectfully submitted,", "", "PEREZ CONSUMER LAW, P.A.", "Counsel for Plaintiff", "2655 S. Le Jeune Road, Suite 700", "Coral Gables, Florida 33134", "Telephone: (305) 555-0190", "",
					"By: /s/ Valentina Perez", "VALENTINA PEREZ, ESQ.", "Florida Bar No. 1012345"),
			},
		}}

	ric := doc{name: "Retail Installment Sale Contract.pdf", font: "Helvetica", size: 9,
		pages: []page{{
			cb("RETAIL INSTALLMENT SALE CONTRACT - SIMPLE FINANCE CHARGE"), gap(),
			ls("Buyer Name and Address: Jorge Mendez, 1420 SW 8th Street, Miami, FL 33135",
				"Co-Buyer Name and Address: None",
				"Seller-Creditor (Name and Address): Suncoast Auto Group, LLC, 9800 NW 7th Avenue, Miami, FL 33150",
				"Contract Date: 11/18/2022"),
			gap(),
			ls("Year: 2019   Make: Toyota   Model: Tacoma   VIN: 3TMCZ5AN2KM000000", "Odometer: 38,412"),
			gap(),
			ls("Amount Financed: $36,250.00   Number of Payments: 72   Monthly Payment: $652.18", "First Payment Due: 12/18/2022"),
			gap(),
			p("You, the Buyer (and Co-Buyer, if any), may buy the vehicle described above for cash or on credit. By signing this contract, you choose to buy the vehicle on credit under the agreements in this contract."),
			ls("Buyer Signs: /s/ Jorge Mendez", "Seller Signs: Suncoast Auto Group, LLC   By: /s/ Kyle Brennan   Title: Sales Manager"),
		}}}

	depo := doc{name: "Brennan Deposition.pdf", font: "Courier", size: 10,
		pages: []page{
			{
				cb("IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT"), cb("IN AND FOR MIAMI-DADE COUNTY, FLORIDA"), gap(),
				ls("CASE NO.: 2023-004417-CA-01", "", "JORGE MENDEZ,", "     Plaintiff,", "vs.", "SUNCOAST AUTO GROUP, LLC,", "     Defendant.", "_____________________________/"),
				gap(),
				ls("DEPOSITION OF:   KYLE BRENNAN", "DATE:            April 27, 2023", "TIME:            10:02 a.m. - 12:15 p.m.", "PLACE:           2655 S. Le Jeune Road, Suite 700", "                 Coral Gables, Florida", "STENOGRAPHICALLY REPORTED BY: Dana Whitfield, RPR"),
				gap(),
				ls("APPEARANCES:", "", "On behalf of Plaintiff:", "     VALENTINA PEREZ, ESQUIRE", "     Perez Consumer Law, P.A.", "", "On behalf of Defendant:", "     ROBERT FENWICK, ESQUIRE", "     Fenwick & Lowe, P.A."),
			},
			{
				ls(" 1   Q.  When did Suncoast receive the auction condition",
					" 2       report for the Tacoma?",
					" 3   A.  I believe it was November 10th, 2022.",
					" 4   Q.  Before the sale to Mr. Mendez?",
					" 5   A.  Yes.",
					" 6   Q.  Did anyone tell Mr. Mendez what it said?",
					" 7   A.  I don't recall."),
			},
		}}

	email := doc{name: "Brennan email 1-12-2023.pdf", font: "Helvetica", size: 10,
		pages: []page{{
			ls("From: Kyle Brennan", "To: Jorge Mendez", "Cc: sales@suncoastauto.com", "Date: Thursday, January 12, 2023 3:30 PM", "Subject: Re: Tacoma frame damage"),
			gap(),
			p("Mr. Mendez, we sold the truck as-is and disclosed everything we knew at the time. We are not in a position to take it back. You are welcome to trade it in toward another vehicle."),
			p("Kyle Brennan, Sales Manager, Suncoast Auto Group"),
		}}}

	answer := doc{name: "Answer and Affirmative Defenses.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("DEFENDANT'S ANSWER AND AFFIRMATIVE DEFENSES"), gap(),
				p("Defendant, SUNCOAST AUTO GROUP, LLC (\"Suncoast\"), by and through its undersigned counsel, files its Answer and Affirmative Defenses to the Complaint, and states:"),
				p("1. Admitted for jurisdictional purposes only."),
				p("2. Admitted that Plaintiff purchased the vehicle on November 18, 2022; otherwise denied."),
				p("3. Denied."),
				p("4. Without knowledge, therefore denied."),
			),
			{
				p("5. Denied."),
				p("6. Denied."),
				cb("AFFIRMATIVE DEFENSES"),
				p("First Affirmative Defense: Plaintiff signed an \"as is\" buyer's guide on 11/18/2022 and waived any implied warranty."),
				p("Second Affirmative Defense: Plaintiff's claims are subject to arbitration under the contract."),
				ls("Dated: April 3, 2023", "", "FENWICK & LOWE, P.A.", "Attorneys for Defendant", "100 SE 2nd Street, Suite 3400", "Miami, Florida 33131", "By: /s/ Robert Fenwick", "Robert Fenwick, Esq.", "Florida Bar No. 0987654"),
			},
		}}

	order := doc{name: "Order on Motion to Compel Arbitration.pdf", font: "Times", size: 12,
		pages: []page{
			append(append([]block{}, court...), capt, gap(),
				cb("ORDER ON DEFENDANT'S MOTION TO COMPEL ARBITRATION"), gap(),
				p("THIS CAUSE came before the Court on June 14, 2023 on Defendant's Motion to Compel Arbitration. The Court, having reviewed the motion and the contract and having heard argument of counsel, finds that the retail installment contract contains no arbitration clause."),
				p("Accordingly, it is ORDERED AND ADJUDGED that the Motion is DENIED. Defendant shall serve its responses to Plaintiff's discovery requests by July 5, 2023."),
				p("DONE AND ORDERED in Chambers at Miami-Dade County, Florida, on this 21st day of June, 2023."),
				ls("                                        ______________________________", "                                        CARLOS J. ALVARADO", "                                        CIRCUIT JUDGE"),
				gap(),
				ls("Copies furnished to:", "Valentina Perez, Esq.", "Robert Fenwick, Esq."),
			),
		}}

	return matterSpec{
		name: "mendez-v-suncoast", title: "Mendez v. Suncoast Auto Group, LLC (Fla. 11th Jud. Cir.)", heldOut: false,
		docs: []doc{complaint, ric, depo, email, answer, order},
		raw:  []File{{Name: "vehicle-photos.pdf", Data: nil}},
		parties: []Party{
			{"Jorge Mendez", "plaintiff"},
			{"Suncoast Auto Group, LLC", "defendant"},
			{"Valentina Perez", "counsel"},
			{"Robert Fenwick", "counsel"},
			{"Kyle Brennan", "deponent"},
			{"Kyle Brennan", "sender"},
			{"Jorge Mendez", "recipient"},
			{"Jorge Mendez", "party"},
			{"Suncoast Auto Group, LLC", "party"},
			{"Carlos J. Alvarado", "judge"},
		},
		events: []Event{
			{"2022-11-18", "Complaint.pdf", 1},
			{"2023-01-09", "Complaint.pdf", 2},
			{"2023-03-02", "Complaint.pdf", 2},
			{"2022-11-18", "Retail Installment Sale Contract.pdf", 1},
			{"2022-12-18", "Retail Installment Sale Contract.pdf", 1},
			{"2023-04-27", "Brennan Deposition.pdf", 1},
			{"2022-11-10", "Brennan Deposition.pdf", 2},
			{"2023-01-12", "Brennan email 1-12-2023.pdf", 1},
			{"2022-11-18", "Answer and Affirmative Defenses.pdf", 1},
			{"2022-11-18", "Answer and Affirmative Defenses.pdf", 2},
			{"2023-04-03", "Answer and Affirmative Defenses.pdf", 2},
			{"2023-06-14", "Order on Motion to Compel Arbitration.pdf", 1},
			{"2023-07-05", "Order on Motion to Compel Arbitration.pdf", 1},
			{"2023-06-21", "Order on Motion to Compel Arbitration.pdf", 1},
		},
		unreadable: []string{"vehicle-photos.pdf"},
	}
}
