#pragma once

#include "model/sample/samplerows.h"

#include <QByteArray>
#include <QString>

// Real sample rows from a CSV file (RFC 4180): the first record is the header naming the fields;
// fields may be quoted with "", a quote inside is doubled, quoted fields may hold commas and line
// breaks; CRLF or LF line ends; UTF-8 (a byte-order mark is skipped). A record with the wrong
// number of fields or an unterminated quote is an error naming the file and line, never skipped.
namespace CsvReader {

struct Result
{
    SampleRows rows;
    QString error; // "FILE:LINE: message"
    bool ok() const { return error.isEmpty(); }
};

// At most `maxRows` data records are read; more is not an error (the rest are ignored). Given
// `fields`, only those columns are kept (every record is still checked whole), unless the header
// lacks one of them: then all are, for a message that lists the header.
Result read(const QString &path, qint64 maxRows, const QStringList &fields = {});
// read(), and a file with no data rows is an error: what the previews and rules take.
// maxRows 0 (SampleSettings::kAllRows) takes every row, and a file holding more than
// SampleSettings::kMaxRows is an error that says so.
Result readSample(const QString &path, qint64 maxRows, const QStringList &fields = {});
// How many data records the file holds (its header not counted), found by scanning for line
// ends outside quotes without building any rows; -1 with `error` when it cannot be read.
qint64 countRecords(const QString &path, QString *error);
// `fileName` is only used in messages.
Result parse(const QByteArray &contents, const QString &fileName, qint64 maxRows,
             const QStringList &fields = {});

} // namespace CsvReader
