#pragma once

#include "model/analysis/clusterbudget.h"

// The cluster budget in words, the same in the CLI's `cluster`, the design report and the
// Cluster panel, in the reader's language.
namespace ClusterBudget {

// "Regions at creation"; its key in JSON ("regionsAtCreation").
QString measureName(Measure measure);
const char *measureKey(Measure measure);
// A value of the measure: "1,200", "0.4" (a table's part of a server's regions), "6.4 GiB",
// "12 MiB/s".
QString amount(Measure measure, double value);
// What the measure counts and against what, for a tooltip.
QString measureExplained(Measure measure);
// "MSG 80", "MSG_BY_TIME 73": the tables behind a figure with their parts, largest first; and
// the same as one text.
QStringList tablesList(const Figure &figure);
QString tablesText(const Figure &figure);
// "6 region servers; heap 24 GiB, ...": the profile the figures rest on, a heap or disk not
// stated marked as assumed.
QString profileText(const ClusterProfile &profile);
// "Counted after a year of growth, with no end date: LOGS:EVENTS, TSDB:POINTS." for the tables
// whose rows are kept with no end date (StorageEstimate::kGrowthYears); empty when there are none.
QString growthText(const Result &budget);
// "If the reads spread evenly ..., the block cache holds about 48% of the data blocks they load,
// and each region server reads about 93 blocks a second from disk." and the blocks full table
// scans read beside them; empty when the tables state no reads.
QString readsText(const Result &budget);
// A figure's limit as the panel and the report show it: "200", "6.4 GiB (assumed)" when it rests
// on a heap or disk not stated, "-" without one; and the share of it used: "80%", "-".
QString limitText(const Figure &figure);
QString usedText(const Figure &figure);
// "16 GiB (assumed)" when not stated, else "16 GiB".
QString statedSize(double bytes, bool assumed);

} // namespace ClusterBudget
