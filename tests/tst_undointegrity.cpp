// Undo integrity (issue: never lose work): hundreds of random edits through the document's
// command stack, of every kind the designer makes, then undo them all and compare the project's
// bytes with the original; redo them all and compare with the final bytes.
#include "model/edits/projectedits.h"
#include "model/io/projectfile.h"
#include "testutil.h"
#include "ui/document/document.h"
#include "ui/properties/propertymodel.h"
#include "ui/properties/propertysheet.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace {

QByteArray bytesOf(const Project &project)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.json"));
    QString error;
    return ProjectFile::save(project, path, &error) ? TestUtil::readAll(path) : QByteArray();
}

// Every object path of the project, as the tree and the panels name them.
QStringList objectPaths(const Project &project)
{
    QStringList paths{QString()};
    for (const Table &t : project.tables) {
        paths << t.fullName() << t.fullName() + QStringLiteral("#rowkey")
              << t.fullName() + QStringLiteral("#splits");
        for (const ColumnFamily &f : t.families) {
            paths << t.fullName() + u'/' + f.name;
            for (const Qualifier &q : f.qualifiers)
                paths << t.fullName() + u'/' + f.name + u':' + q.name;
        }
    }
    return paths;
}

// A value a user might type for a property of that type: often legal, sometimes not.
QString randomValue(const Property &p, QRandomGenerator &random)
{
    const int n = int(random.bounded(1, 40));
    switch (p.type) {
    case Property::Type::Flag:
        return random.bounded(2) ? QStringLiteral("true") : QStringLiteral("false");
    case Property::Type::Choice:
        return p.choices.isEmpty() ? QString() : p.choices[random.bounded(int(p.choices.size()))];
    case Property::Type::Integer:
        return QString::number(random.bounded(2) ? n : -n);
    case Property::Type::Size:
        return QStringLiteral("%1 KiB").arg(n * 4);
    case Property::Type::Duration:
        return random.bounded(4) ? QStringLiteral("%1 d").arg(n) : QStringLiteral("FOREVER");
    case Property::Type::KeyList:
        return QStringLiteral("a\nb%1\nc").arg(n);
    case Property::Type::Attributes: // the last one has a field of its own: refused
        return random.bounded(4) ? QStringLiteral("INDEX_BLOCK_ENCODING\tNONE\nteam\tt%1").arg(n)
                                 : QStringLiteral("VERSIONS\t3");
    case Property::Type::RowKey: {
        static const QStringList keys{QStringLiteral("[id]"), QStringLiteral("[salt(8)] [id]"),
                                      QStringLiteral("[md5(id):hex(4)] '_' [ts:long]"),
                                      QStringLiteral("[user_id:long:flip] [rev(ts):long]"),
                                      QStringLiteral("[id:hex(]")};
        return keys[random.bounded(int(keys.size()))];
    }
    case Property::Type::Name:
        return QStringLiteral("n%1").arg(n) + (random.bounded(8) ? QString() : QStringLiteral(":"));
    case Property::Type::Text:
        return QStringLiteral("text %1 \u00e9\u4e2d").arg(n);
    case Property::Type::LongText:
        return QStringLiteral("line %1\n\u4e2d\u6587\n").arg(n);
    }
    return {};
}

} // namespace

class TestUndoIntegrity : public QObject
{
    Q_OBJECT

private slots:
    void randomEditsUndoToTheOriginalBytes_data();
    void randomEditsUndoToTheOriginalBytes();
};

void TestUndoIntegrity::randomEditsUndoToTheOriginalBytes_data()
{
    QTest::addColumn<QString>("example");
    QTest::addColumn<quint32>("seed");
    for (const char *name : {"chat-messages", "metrics", "web-table", "user-lists"}) {
        for (quint32 seed : {1u, 2u, 3u})
            QTest::addRow("%s/%u", name, seed)
                << TestUtil::sourcePath(
                       QStringLiteral("examples/%1.json").arg(QLatin1StringView(name)))
                << seed;
    }
}

void TestUndoIntegrity::randomEditsUndoToTheOriginalBytes()
{
    QFETCH(QString, example);
    QFETCH(quint32, seed);
    const ProjectFile::LoadResult loaded = ProjectFile::load(example);
    QVERIFY2(loaded.project, qPrintable(loaded.error));
    Document document;
    document.reset(*loaded.project, example);
    const QByteArray original = bytesOf(document.project());
    QRandomGenerator random(seed);
    int applied = 0;
    for (int step = 0; step < 300; ++step) {
        const QStringList paths = objectPaths(document.project());
        const QString path = paths[random.bounded(int(paths.size()))];
        document.select(path);
        const int kind = int(random.bounded(10));
        const QString table = path.section(u'/', 0, 0).section(u'#', 0, 0);
        bool done = false;
        if (kind == 0) {
            done = document.edit(QStringLiteral("add table"), [](Project *p, QString *) {
                ProjectEdits::addTable(p, QStringLiteral("ns"));
                return true;
            });
        } else if (kind == 1 && !table.isEmpty()) {
            done = document.edit(QStringLiteral("add family"), [&](Project *p, QString *) {
                return !ProjectEdits::addFamily(p, table).isEmpty();
            });
        } else if (kind == 2 && !table.isEmpty() && random.bounded(3) == 0) {
            done = document.edit(QStringLiteral("remove table"), [&](Project *p, QString *e) {
                return ProjectEdits::removeTable(p, table, e);
            });
        } else if (kind == 3 && !table.isEmpty()) {
            done = document.edit(QStringLiteral("duplicate"), [&](Project *p, QString *) {
                return !ProjectEdits::duplicateTable(p, table).isEmpty();
            });
        } else {
            // A property edit as the property editor makes it (merging included).
            const QList<Property> properties = PropertySheet::of(document.project(), path);
            if (properties.isEmpty())
                continue;
            const Property &p = properties[random.bounded(int(properties.size()))];
            done = editProperty(&document, p.id, path, p.id, randomValue(p, random), nullptr,
                                random.bounded(2) ? path + u'|' + p.id : QString());
        }
        applied += done ? 1 : 0;
    }
    QVERIFY2(applied > 100, qPrintable(QString::number(applied)));
    const QByteArray final = bytesOf(document.project());
    QUndoStack *stack = document.undoStack();
    while (stack->canUndo())
        stack->undo();
    QCOMPARE(bytesOf(document.project()), original);
    QVERIFY(!document.isModified());
    while (stack->canRedo())
        stack->redo();
    QCOMPARE(bytesOf(document.project()), final);
}

QTEST_GUILESS_MAIN(TestUndoIntegrity)
#include "tst_undointegrity.moc"
