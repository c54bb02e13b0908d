#pragma once

#include <QString>

// Ruby source fragments for the HBase shell (docs/hbase-reference.md §5).
namespace RubyLiteral {

// A single-quoted Ruby string: inside single quotes only \\ and \' are escapes and nothing
// interpolates, so no content can run code. Text holding a control character (a line break, a
// tab) is double-quoted instead, every control character, \\, " and # escaped (\n, \r, \t, \xNN,
// \#): Ruby would drop the CR of a CR LF kept as it is, and an escaped # interpolates nothing.
QString quoted(QStringView text);

// Text safe to place after "# " on one comment line: line breaks and other control characters
// become spaces, so user text can never end the comment and start code.
QString commentText(QStringView text, qsizetype maxLength = 200);

// commentText wrapped into "# ..." lines of at most `width` characters, each ending in '\n'.
QString commentLines(QStringView text, qsizetype width = 100, qsizetype maxLength = 1000);

} // namespace RubyLiteral
