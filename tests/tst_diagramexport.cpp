// Exported pictures of the diagram: a PDF's text, read back with Poppler's `pdftotext -bbox`,
// lies inside the page at its on-screen size without words on top of each other, with every
// table's name readable as a word; every picture carries the project's name, the date and a
// legend, in the interface's language. Runs offscreen; the PDF checks skip without pdftotext.
#include "guiutil.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"
#include "pdfutil.h"
#include "testutil.h"
#include "translations/translator.h"
#include "ui/canvas/diagramexport.h"
#include "ui/canvas/diagramscene.h"
#include "ui/canvas/tablecard.h"
#include "ui/document/document.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsPathItem>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using PdfUtil::havePdfToText;
using PdfUtil::PdfText;
using PdfUtil::readPdf;
using PdfUtil::Word;

// The diagram of a project file with its problem badges, as --export-diagram draws it.
struct Diagram
{
    explicit Diagram(const QString &path)
    {
        document.reset(*ProjectFile::load(path).project, path);
        Linter::Options options;
        options.projectDirectory = QFileInfo(path).absolutePath();
        scene.setFindings(Linter::lint(document.project(), options).findings);
    }
    Document document;
    DiagramScene scene{&document};
};

} // namespace

class TestDiagramExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pdfTextIsReadableInsideThePage_data();
    void pdfTextIsReadableInsideThePage();
    void commandLinePdfIsReadable();
    void picturesCarryTitleDateAndLegend();
    void legendFollowsTheLanguage();
    void exportedCardsHaveNoRoomForTheirHandles();
};

void TestDiagramExport::initTestCase()
{
    QVERIFY(GuiUtil::startSession(QStringLiteral("tst_diagramexport")));
}

void TestDiagramExport::pdfTextIsReadableInsideThePage_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(TestUtil::sourcePath(QStringLiteral("examples")));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}))
        QTest::addRow("%s", qPrintable(name)) << dir.filePath(name);
}

void TestDiagramExport::pdfTextIsReadableInsideThePage()
{
    if (!havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QFETCH(QString, path);
    Diagram diagram(path);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("d.pdf"));
    QString error;
    QVERIFY2(DiagramExport::write(&diagram.scene, pdf, &error, {diagram.scene.title(), {}}),
             qPrintable(error));
    const PdfText text = readPdf(pdf);
    QVERIFY2(text.error.isEmpty(), qPrintable(text.error));
    QVERIFY(text.page.width() > 100 && text.page.height() > 100);
    QVERIFY(text.words.size() > 20);

    // Every word inside the page.
    const QRectF page(QPointF(0, 0), text.page);
    for (const Word &w : text.words) {
        QVERIFY2(page.adjusted(-0.5, -0.5, 0.5, 0.5).contains(w.box),
                 qPrintable(QStringLiteral("%1 at %2,%3-%4,%5 on a %6 x %7 page")
                                .arg(w.text)
                                .arg(w.box.left())
                                .arg(w.box.top())
                                .arg(w.box.right())
                                .arg(w.box.bottom())
                                .arg(text.page.width())
                                .arg(text.page.height())));
    }
    // Every table's name is a word, as tall as the interface's font shows it (in points).
    const qreal fontPt = QApplication::font().pointSizeF();
    for (const Table &table : diagram.document.project().tables) {
        bool found = false;
        for (const Word &w : text.words) {
            if (!w.text.contains(table.name))
                continue;
            found = true;
            QVERIFY2(w.box.height() > 0.8 * fontPt && w.box.height() < 2.0 * fontPt,
                     qPrintable(QStringLiteral("%1 is %2 pt tall; the font is %3 pt")
                                    .arg(w.text)
                                    .arg(w.box.height())
                                    .arg(fontPt)));
        }
        QVERIFY2(found, qPrintable(table.name));
    }
    // No word drawn over another (the broken export stacked them several deep).
    for (qsizetype i = 0; i < text.words.size(); ++i) {
        for (qsizetype j = i + 1; j < text.words.size(); ++j) {
            const QRectF a = text.words[i].box;
            const QRectF b = text.words[j].box;
            const QRectF both = a.intersected(b);
            const qreal smaller = std::min(a.width() * a.height(), b.width() * b.height());
            QVERIFY2(
                both.width() * both.height() < 0.3 * smaller,
                qPrintable(text.words[i].text + QStringLiteral(" over ") + text.words[j].text));
        }
    }
    // The title and the legend.
    QVERIFY(text.hasWordContaining(QStringLiteral("Legend")));
    const QString firstWord = diagram.scene.title().section(u' ', 0, 0);
    QVERIFY2(text.hasWordContaining(firstWord), qPrintable(firstWord));
}

void TestDiagramExport::commandLinePdfIsReadable()
{
    if (!havePdfToText())
        QSKIP("pdftotext (poppler-utils) is not installed");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("chat.pdf"));
    QProcess designer;
    designer.start(QStringLiteral(HBD_DESIGNER_BINARY),
                   {QStringLiteral("--language"), QStringLiteral("en"),
                    QStringLiteral("--export-diagram"), out, TestUtil::chatExample()});
    QVERIFY(designer.waitForFinished(60000));
    QCOMPARE(designer.exitCode(), 0);
    const PdfText text = readPdf(out);
    QVERIFY2(text.error.isEmpty(), qPrintable(text.error));
    const QRectF page(QPointF(0, 0), text.page);
    for (const Word &w : text.words)
        QVERIFY2(page.adjusted(-0.5, -0.5, 0.5, 0.5).contains(w.box), qPrintable(w.text));
    for (const QString &table : {QStringLiteral("MSG_BY_TIME"), QStringLiteral("MSG")})
        QVERIFY2(text.hasWordContaining(table), qPrintable(table));
    QVERIFY(text.hasWordContaining(QStringLiteral("Chat")));
    // Text at its on-screen size: a table name is no taller than two lines of a 12 pt font
    // (before the fix, 150 units on a 300-unit card).
    for (const Word &w : text.words) {
        if (w.text.contains(QStringLiteral("MSG_BY_TIME")))
            QVERIFY2(w.box.height() < 24, qPrintable(QString::number(w.box.height())));
    }
}

void TestDiagramExport::picturesCarryTitleDateAndLegend()
{
    Diagram diagram(TestUtil::chatExample());
    QCOMPARE(diagram.scene.title(), QStringLiteral("Chat messages (MOMO_CHAT)"));
    QTemporaryDir dir;
    QString error;
    const QDate date(2026, 3, 14);
    const QString svg = dir.filePath(QStringLiteral("d.svg"));
    QVERIFY2(DiagramExport::write(&diagram.scene, svg, &error, {diagram.scene.title(), date}),
             qPrintable(error));
    const QString drawn = QString::fromUtf8(TestUtil::readAll(svg));
    QVERIFY(drawn.contains(QStringLiteral("Chat messages (MOMO_CHAT)")));
    QVERIFY2(drawn.contains(QLocale(QStringLiteral("en")).toString(date, QLocale::LongFormat)),
             qPrintable(drawn.left(2000)));
    QVERIFY(drawn.contains(QStringLiteral("Legend")));
    QVERIFY(drawn.contains(QStringLiteral("row-key segments, coloured by their place in the key")));
    QVERIFY(drawn.contains(QStringLiteral("MSG_BY_TIME")));

    // The PNG is the cards plus the title above and the legend below, at twice the pixels.
    const QString png = dir.filePath(QStringLiteral("d.png"));
    QVERIFY(DiagramExport::write(&diagram.scene, png, &error, {diagram.scene.title(), date}));
    const QImage image(png);
    const QRectF cards = diagram.scene.itemsBoundingRect();
    QVERIFY(image.height() > 2 * (cards.height() + 100));
    QVERIFY(image.width() >= 2 * cards.width());
    // Something is drawn in the title band (the first 60 pixels below the top margin).
    int inked = 0;
    for (int y = 40; y < 100; ++y) {
        for (int x = 40; x < 600; ++x)
            inked += qGray(image.pixel(x, y)) < 128;
    }
    QVERIFY2(inked > 200, qPrintable(QString::number(inked)));

    // A project with no name is titled by its file.
    Document unnamed;
    Project project = diagram.document.project();
    project.name.clear();
    unnamed.reset(project, dir.filePath(QStringLiteral("shop-2026.json")));
    DiagramScene scene(&unnamed);
    QCOMPARE(scene.title(), QStringLiteral("shop-2026"));
    // Untitled: a generic title over the date alone.
    const DiagramSheet untitled(&scene, {{}, date});
    QCOMPARE(untitled.title(), QStringLiteral("HBase schema diagram"));
    QCOMPARE(untitled.subtitle(),
             QLocale(QStringLiteral("en")).toString(date, QLocale::LongFormat));
}

void TestDiagramExport::legendFollowsTheLanguage()
{
    QVERIFY(Translations::installForLocale(QStringLiteral("zh_CN")));
    Diagram diagram(TestUtil::chatExample());
    QTemporaryDir dir;
    QString error;
    const QString svg = dir.filePath(QStringLiteral("d.svg"));
    const QDate date(2026, 3, 14);
    QVERIFY(DiagramExport::write(&diagram.scene, svg, &error, {diagram.scene.title(), date}));
    const QString subtitle = DiagramSheet(&diagram.scene, {diagram.scene.title(), date}).subtitle();
    const QString title = diagram.scene.title();
    QVERIFY(Translations::installForLocale(QStringLiteral("en")));
    // The project's Chinese name, as the tree shows it (the example's i18n map).
    QCOMPARE(title, QStringLiteral("聊天消息（MOMO_CHAT）"));
    QVERIFY2(subtitle.startsWith(QStringLiteral("HBase 表结构图 · 2026年3月14日")),
             qPrintable(subtitle));
    // SVG writes a run of text per script, so look for whole Chinese words only.
    const QString drawn = QString::fromUtf8(TestUtil::readAll(svg));
    QVERIFY(drawn.contains(QStringLiteral("图例")));
    QVERIFY(drawn.contains(QStringLiteral("聊天消息")));
    QVERIFY(!drawn.contains(QStringLiteral("Legend")));
}

void TestDiagramExport::exportedCardsHaveNoRoomForTheirHandles()
{
    // On screen a card ends with its "+ family" line; the picture has no such link, and no empty
    // line where it was: each card is shorter by it, the sheet too, and the arrows between cards
    // end on the shorter cards' edges.
    Diagram diagram(TestUtil::chatExample());
    QList<TableCard *> cards;
    for (QGraphicsItem *item : diagram.scene.items()) {
        if (auto *card = dynamic_cast<TableCard *>(item))
            cards.append(card);
    }
    QVERIFY(cards.size() >= 2);
    QList<qreal> onScreen;
    for (TableCard *card : std::as_const(cards)) {
        QVERIFY(card->addFamilyRect().height() > 10);
        onScreen.append(card->boundingRect().height());
    }
    const qreal line = cards.first()->addFamilyRect().height();
    const QRectF screenBounds = diagram.scene.itemsBoundingRect();
    {
        const DiagramExport::SheetPainting painting(&diagram.scene, {diagram.scene.title(), {}});
        for (qsizetype i = 0; i < cards.size(); ++i) {
            QCOMPARE(cards[i]->boundingRect().height(), onScreen[i] - line);
            QCOMPARE(cards[i]->addFamilyRect().height(), 0.0);
        }
        QVERIFY(diagram.scene.itemsBoundingRect().height() < screenBounds.height());
        const auto onACardsEdge = [&cards](QPointF p) {
            for (TableCard *card : std::as_const(cards)) {
                const QRectF r = card->sceneBoundingRect();
                const bool onSide =
                    std::abs(p.x() - r.left()) < 0.5 || std::abs(p.x() - r.right()) < 0.5;
                const bool onEnd =
                    std::abs(p.y() - r.top()) < 0.5 || std::abs(p.y() - r.bottom()) < 0.5;
                if (r.adjusted(-0.5, -0.5, 0.5, 0.5).contains(p) && (onSide || onEnd))
                    return true;
            }
            return false;
        };
        for (QGraphicsItem *item : diagram.scene.items()) {
            auto *arrow = dynamic_cast<QGraphicsPathItem *>(item);
            if (!arrow || arrow->path().elementCount() < 2)
                continue;
            QVERIFY(onACardsEdge(arrow->mapToScene(QPointF(arrow->path().elementAt(0)))));
            QVERIFY(onACardsEdge(arrow->mapToScene(QPointF(arrow->path().elementAt(1)))));
        }
    }
    // Back on screen, with the line to click.
    for (qsizetype i = 0; i < cards.size(); ++i)
        QCOMPARE(cards[i]->boundingRect().height(), onScreen[i]);
    QCOMPARE(cards.first()->addFamilyRect().height(), line);
}

QTEST_MAIN(TestDiagramExport)
#include "tst_diagramexport.moc"
