#pragma once

// Reading the translation catalogues (translations/*.ts) and the Chinese texts of the lessons and
// examples, for the suites that check the texts (tst_translations, tst_chineseterms).
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamReader>

namespace TsUtil {

struct Message
{
    QString context;
    QString source;
    QString comment;          // the disambiguation, when the source has one
    QStringList translations; // one, or the numerus forms
    bool unfinished = false;
    bool numerus = false;
};

inline QString tsPath(const QString &language)
{
    return TestUtil::sourcePath(QStringLiteral("translations/hbase-designer_%1.ts").arg(language));
}

inline QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            if (!current.source.isNull())
                messages.append(current);
            current = Message{};
            current.context = context;
            current.numerus = xml.attributes().value(QLatin1StringView("numerus")) == u"yes";
        } else if (name == u"source") {
            current.source = xml.readElementText();
        } else if (name == u"comment") {
            current.comment = xml.readElementText();
        } else if (name == u"translation") {
            current.unfinished = xml.attributes().value(QLatin1StringView("type")) == u"unfinished";
            if (!current.numerus)
                current.translations.append(xml.readElementText());
        } else if (name == u"numerusform") {
            current.translations.append(xml.readElementText());
        }
    }
    if (!current.source.isNull())
        messages.append(current);
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// A Chinese text of a lesson or an example, and where it is ("file: /path/in/json").
struct Text
{
    QString where;
    QString text;
};

namespace detail {

inline void collectChinese(const QJsonValue &value, const QString &path, QList<Text> *out)
{
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            collectChinese(array[i], path + u'/' + QString::number(i), out);
        return;
    }
    if (!value.isObject())
        return;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString at = path + u'/' + it.key();
        if (it.key() == u"zh_CN" && it->isObject()) {
            const QJsonObject texts = it->toObject();
            for (auto t = texts.begin(); t != texts.end(); ++t) {
                if (t->isString())
                    out->append({at + u'/' + t.key(), t->toString()});
                else if (t->isArray()) {
                    const QJsonArray list = t->toArray();
                    for (qsizetype i = 0; i < list.size(); ++i)
                        out->append(
                            {at + u'/' + t.key() + u'/' + QString::number(i), list[i].toString()});
                }
            }
        } else {
            collectChinese(*it, at, out);
        }
    }
}

} // namespace detail

// Every Chinese text of the shipped lessons (and their projects) and the examples.
inline QList<Text> lessonAndExampleTexts()
{
    QList<Text> out;
    for (const QString &dir : {QStringLiteral("resources/lessons"), QStringLiteral("examples")}) {
        const QDir d(TestUtil::sourcePath(dir));
        for (const QString &name : d.entryList({QStringLiteral("*.json")}, QDir::Files)) {
            QFile file(d.filePath(name));
            if (!file.open(QIODevice::ReadOnly))
                continue;
            detail::collectChinese(QJsonDocument::fromJson(file.readAll()).object(),
                                   dir + u'/' + name + u':', &out);
        }
    }
    return out;
}

} // namespace TsUtil
