#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

// Where each value of a JSON text starts, by JSON pointer ("/tables/2/families/0/name"), as a
// line and a column, both counted from 1, the column in Unicode code points (SARIF's
// "unicodeCodePoints"). nlohmann::json keeps no positions (3.11), so the text is walked again
// after it parsed: it is well-formed by then, and a member that appears twice in an object is
// placed where its last copy is, as the parsed value is that copy. docs/cli.md#where-a-finding-is
class JsonPositions
{
public:
    struct Position
    {
        int line = 0; // 0: nothing known
        int column = 0;

        bool isValid() const { return line > 0; }
        bool operator==(const Position &) const = default;
    };

    JsonPositions() = default;
    // `text` as read from the file, a UTF-8 byte-order mark included; text that is not
    // well-formed JSON gives positions up to where it stops making sense.
    explicit JsonPositions(const QByteArray &text);

    // Where the value at `pointer` starts; for an object's member, where its key starts, so that
    // the line names the member ("name": "C1"). A pointer that is not in the text gives its
    // nearest ancestor's position; "" is the whole document.
    Position find(const QString &pointer) const;

    // A pointer's reference token, escaped as RFC 6901 says ('~' as "~0", '/' as "~1").
    static QString escapeToken(const QString &token);

private:
    QHash<QString, Position> m_positions;
};
