#include "projectfile.h"

#include "projectreader.h"
#include "projectwriter.h"
#include "savefile.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFile>

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

// The offset where nesting first goes deeper than `limit`, or -1. Checked before parsing so a
// hostile file cannot drive the parser into deep recursion.
qsizetype tooDeepAt(const QByteArray &text, int limit)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > limit)
                return i;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return -1;
}

// nlohmann's messages start with "[json.exception.parse_error.101] parse error at line 1, ...:";
// keep only the part that says what was wrong.
QString syntaxReason(const nlohmann::json::parse_error &e)
{
    QString what = QString::fromUtf8(e.what());
    const qsizetype colon = what.lastIndexOf(QStringLiteral(": "));
    if (colon >= 0)
        what = what.mid(colon + 2);
    return what;
}

} // namespace

LoadResult parse(const QByteArray &contents, const QString &fileName)
{
    LoadResult result;
    if (contents.size() > kMaxFileBytes) {
        result.error = tr("%1: the file is %2 MB; project files are limited to %3 MB")
                           .arg(fileName)
                           .arg(contents.size() >> 20)
                           .arg(kMaxFileBytes >> 20);
        return result;
    }
    if (const qsizetype at = tooDeepAt(contents, kMaxNesting); at >= 0) {
        const TextPosition pos = positionOf(contents, at);
        result.error = tr("%1:%2:%3: nesting deeper than %4 levels")
                           .arg(fileName)
                           .arg(pos.line)
                           .arg(pos.column)
                           .arg(kMaxNesting);
        return result;
    }
    nlohmann::json document;
    try {
        document = nlohmann::json::parse(contents.constBegin(), contents.constEnd());
    } catch (const nlohmann::json::parse_error &e) {
        // e.byte is 1-based and points just past the offending character.
        const TextPosition pos = positionOf(contents, qsizetype(e.byte) - 1);
        result.error = tr("%1:%2:%3: not valid JSON: %4")
                           .arg(fileName)
                           .arg(pos.line)
                           .arg(pos.column)
                           .arg(syntaxReason(e));
        return result;
    } catch (const nlohmann::json::exception &e) {
        result.error = tr("%1: not valid JSON: %2").arg(fileName, QString::fromUtf8(e.what()));
        return result;
    }
    try {
        result.project = readProject(document, fileName, &result.error);
    } catch (const std::exception &e) {
        // The reader checks types before every access; this is a last line of defence.
        result.project.reset();
        result.error =
            tr("%1: cannot read the project: %2").arg(fileName, QString::fromUtf8(e.what()));
    }
    return result;
}

LoadResult load(const QString &path)
{
    LoadResult result;
    QFile file(path);
    const QString &name = path;
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("%1: cannot open: %2").arg(name, file.errorString());
        return result;
    }
    if (file.size() > kMaxFileBytes) {
        result.error = tr("%1: the file is %2 MB; project files are limited to %3 MB")
                           .arg(name)
                           .arg(file.size() >> 20)
                           .arg(kMaxFileBytes >> 20);
        return result;
    }
    const QByteArray contents = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        result.error = tr("%1: cannot read: %2").arg(name, file.errorString());
        return result;
    }
    return parse(contents, name);
}

bool save(const Project &project, const QString &path, QString *error)
{
    return writeFileAtomically(path, serializeProject(project), error);
}

} // namespace ProjectFile
