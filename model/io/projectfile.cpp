#include "model/io/projectfile.h"

#include "model/hbase/names.h"
#include "model/io/projectreader.h"
#include "model/io/projectwriter.h"
#include "model/io/savefile.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#include <cmath>
#include <cstring>
#include <vector>

namespace ProjectFile {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ProjectFile", text);
}

struct TextPosition
{
    qsizetype line = 1;
    qsizetype column = 1;
};

// Line and column (1-based, columns in bytes) of a byte offset.
TextPosition positionOf(const QByteArray &text, qsizetype offset)
{
    TextPosition pos;
    offset = std::min(offset, text.size());
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++pos.line;
            pos.column = 1;
        } else {
            ++pos.column;
        }
    }
    return pos;
}

// A key as JSON means it: "n\u0061me" is the key "name". Undecodable keys stay as written (the
// parser reports them).
QByteArray decodedKey(const QByteArray &raw)
{
    if (!raw.contains('\\'))
        return raw;
    try {
        const auto decoded = nlohmann::json::parse('"' + raw.toStdString() + '"');
        return QByteArray::fromStdString(decoded.get<std::string>());
    } catch (const nlohmann::json::exception &) {
        return raw;
    }
}

// A number token at `i` that no double can hold (1e400): the parser would only say "number
// overflow" without a place. Returns the token's length, and sets `overflow`.
qsizetype numberToken(const QByteArray &text, qsizetype i, bool *overflow)
{
    qsizetype end = i;
    while (end < text.size() && std::strchr("+-0123456789.eE", text[end]) && text[end] != '\0')
        ++end;
    bool ok = false;
    const double value = text.mid(i, end - i).toDouble(&ok);
    *overflow = ok ? std::isinf(value)
                   : text.mid(i, end - i).contains('e') || text.mid(i, end - i).contains('E');
    return end - i;
}

// What the parser would accept but a project file must not have, found before parsing: nesting
// deeper than `limit` (so a hostile file cannot drive the parser into deep recursion), a key
// repeated in one object (JSON readers disagree on which copy wins, so it is refused), and a
// number no double can hold.
struct StructureProblem
{
    qsizetype offset = -1; // -1: none
    QString message;
};

StructureProblem scanStructure(const QByteArray &text, int limit)
{
    struct Level
    {
        bool isObject = false;
        QSet<QByteArray> keys;
    };
    std::vector<Level> levels;
    bool inString = false;
    qsizetype stringStart = -1;
    qsizetype lastStringStart = -1; // the string just read, while it may still be a key
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
                lastStringStart = stringStart;
            }
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            stringStart = i;
            break;
        case '{':
        case '[':
            if (qsizetype(levels.size()) >= limit)
                return {i, tr("nesting deeper than %1 levels").arg(limit)};
            levels.push_back({c == '{', {}});
            lastStringStart = -1;
            break;
        case '}':
        case ']':
            if (!levels.empty())
                levels.pop_back();
            lastStringStart = -1;
            break;
        case ':':
            if (!levels.empty() && levels.back().isObject && lastStringStart >= 0) {
                qsizetype end = lastStringStart + 1;
                while (end < text.size() && text[end] != '"')
                    end += text[end] == '\\' ? 2 : 1; // an escaped quote does not end the key
                const QByteArray key =
                    decodedKey(text.mid(lastStringStart + 1, end - lastStringStart - 1));
                if (levels.back().keys.contains(key))
                    return {lastStringStart,
                            tr("the key \"%1\" appears twice in the same object; JSON readers "
                               "disagree on which one counts, so remove one")
                                .arg(Names::printable(QString::fromUtf8(key)))};
                levels.back().keys.insert(key);
            }
            lastStringStart = -1;
            break;
        case ',':
            lastStringStart = -1;
            break;
        default:
            if (c == '-' || (c >= '0' && c <= '9')) {
                bool overflow = false;
                const qsizetype length = numberToken(text, i, &overflow);
                if (overflow)
                    return {i, tr("the number %1 is too large for any number HBase or the "
                                  "designer uses")
                                   .arg(QString::fromLatin1(
                                       text.mid(i, std::min<qsizetype>(length, 40))))};
                i += length - 1;
            }
            break;
        }
    }
    return {};
}

QString tooLarge(const QString &fileName, qint64 bytes)
{
    return tr("%1: the file is %2 bytes; project files are limited to %3 bytes (%4 MiB)")
        .arg(fileName)
        .arg(bytes)
        .arg(kMaxFileBytes)
        .arg(kMaxFileBytes >> 20);
}

// nlohmann's messages start with "[json.exception.parse_error.101] parse error at line 1, ...:";
// keep only the part that says what was wrong.
QString syntaxReason(const nlohmann::json::parse_error &e)
{
    QString what = QString::fromUtf8(e.what());
    const qsizetype colon = what.indexOf(QStringLiteral(": "));
    if (colon >= 0)
        what = what.mid(colon + 2);
    return what;
}

} // namespace

std::optional<nlohmann::json> parseDocument(const QByteArray &contents, const QString &fileName,
                                            QString *error)
{
    if (contents.size() > kMaxFileBytes) {
        *error = tooLarge(fileName, contents.size());
        return std::nullopt;
    }
    if (const StructureProblem problem = scanStructure(contents, kMaxNesting);
        problem.offset >= 0) {
        const TextPosition pos = positionOf(contents, problem.offset);
        *error =
            tr("%1:%2:%3: %4").arg(fileName).arg(pos.line).arg(pos.column).arg(problem.message);
        return std::nullopt;
    }
    try {
        return nlohmann::json::parse(contents.constBegin(), contents.constEnd());
    } catch (const nlohmann::json::parse_error &e) {
        // e.byte is 1-based and points just past the offending character.
        const TextPosition pos = positionOf(contents, qsizetype(e.byte) - 1);
        *error = tr("%1:%2:%3: not valid JSON: %4")
                     .arg(fileName)
                     .arg(pos.line)
                     .arg(pos.column)
                     .arg(syntaxReason(e));
    } catch (const nlohmann::json::exception &e) {
        *error = tr("%1: not valid JSON: %2").arg(fileName, QString::fromUtf8(e.what()));
    }
    return std::nullopt;
}

LoadResult parse(const QByteArray &contents, const QString &fileName)
{
    LoadResult result;
    const std::optional<nlohmann::json> document = parseDocument(contents, fileName, &result.error);
    if (!document)
        return result;
    try {
        result.project = readProject(*document, fileName, &result.error);
    } catch (const std::exception &e) {
        // The reader checks types before every access; this is a last line of defence.
        result.project.reset();
        result.error =
            tr("%1: cannot read the project: %2").arg(fileName, QString::fromUtf8(e.what()));
    }
    return result;
}

bool read(const QString &path, QByteArray *contents, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return false;
    }
    if (file.size() > kMaxFileBytes) {
        *error = tooLarge(path, file.size());
        return false;
    }
    *contents = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

LoadResult load(const QString &path)
{
    LoadResult result;
    QByteArray contents;
    if (!read(path, &contents, &result.error))
        return result;
    return parse(contents, path);
}

bool save(const Project &project, const QString &path, QString *error)
{
    return writeFileAtomically(path, serializeProject(project), error);
}

} // namespace ProjectFile
