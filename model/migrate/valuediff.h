#pragma once

#include "model/export/descriptorvalues.h"

#include <QList>

#include <optional>

// One descriptor value that differs between two families or two tables, matched by its place
// and key. A value absent or at its default on one side is "unset" there.
struct ValueChange
{
    std::optional<DescriptorValue> before; // nullopt when the old side had no such value
    std::optional<DescriptorValue> after;  // nullopt when the new side has none

    const DescriptorValue &any() const { return after ? *after : *before; }
    bool setBefore() const { return before && !before->isDefault; }
    bool setAfter() const { return after && !after->isDefault; }
};

// The values whose text or default-ness differ, in the new side's order, then those only the
// old side has; without `oldOnlyExtras`, not the METADATA and CONFIGURATION entries only the old
// side has (an imported version's, which the design leaves as deployed: DiffOptions).
QList<ValueChange> diffDescriptorValues(const QList<DescriptorValue> &before,
                                        const QList<DescriptorValue> &after,
                                        bool oldOnlyExtras = true);
