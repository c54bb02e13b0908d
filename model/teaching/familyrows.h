#pragma once

#include "model/teaching/tablefigures.h"

#include <QList>
#include <QString>

// Two tables' column families side by side, for `compare`'s text (docs/cli.md#compare) and the
// Compare view's figures (docs/designer.md#compare-tables): how many families and MOB families
// each has, then every family (by name: the first table's in order, then those only the second
// has) with its VERSIONS, MIN_VERSIONS (where either side keeps some), TTL and MOB. A family one
// table lacks shows "—" on that side, so two tables with different families stay readable.
namespace FamilyRows {

struct Row
{
    QString label; // translated; a family's heading is "family NAME"
    bool heading = false;
    bool indented = false; // a setting under its family's heading
    QString values[2];     // as shown; "—" where that side has no such family
    QString difference;    // "+2", "0", or empty where values are not numbers (TTL, MOB)
};

QList<Row> rows(const TableFigures &first, const TableFigures &second);

} // namespace FamilyRows
