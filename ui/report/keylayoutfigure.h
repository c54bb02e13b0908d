#pragma once

#include "model/report/designreport.h"

#include <QCoreApplication>
#include <QPicture>

// The byte layout of a row key for the design report: the first sample key byte by byte in the
// row-key builder's segment colours (32 bytes a line, each line starting with its offset), and
// below it one line a segment: its colour, notation, offset, width, format and modifiers.
class KeyLayoutFigure
{
    Q_DECLARE_TR_FUNCTIONS(KeyLayoutFigure)

public:
    static QPicture record(const QByteArray &key, const QList<ReportKeySegment> &layout);
};
